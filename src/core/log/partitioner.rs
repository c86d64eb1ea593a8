//! Key → partition mapping.
//!
//! Two partitioners: the teaching simulator's character-code sum (the console's
//! default, easy to work out by hand) and the Kafka Java client's murmur2
//! (`toPositive(murmur2(utf8(key))) % n`). Rule: docs/RULES.md#partitioner.

use serde::{Deserialize, Serialize};

/// How a topic maps a record key to a partition.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Partitioner {
    /// Sum of the key's character codes modulo the partition count
    /// (`customer-7` → 982 → partition 1 of 3). Rule: seed 002.
    #[default]
    CharSum,
    /// Kafka's default partitioner for keyed records:
    /// `(murmur2(utf8(key)) & 0x7fffffff) % partitions`.
    Murmur2,
}

impl Partitioner {
    /// The partition (`0..partitions`) a key goes to. `partitions` must be ≥ 1;
    /// 0 is treated as 1 so that a bad count can never divide by zero.
    pub fn partition(self, key: &str, partitions: u32) -> u32 {
        let n = u64::from(partitions.max(1));
        match self {
            Partitioner::CharSum => (char_sum(key) % n) as u32,
            Partitioner::Murmur2 => (u64::from(murmur2(key.as_bytes()) & 0x7fff_ffff) % n) as u32,
        }
    }

    /// The name used in the console and in RON files.
    pub fn name(self) -> &'static str {
        match self {
            Partitioner::CharSum => "sum",
            Partitioner::Murmur2 => "murmur2",
        }
    }

    /// Parses `sum` / `murmur2` (the console's spelling).
    pub fn from_name(name: &str) -> Option<Partitioner> {
        match name {
            "sum" | "charsum" | "default" => Some(Partitioner::CharSum),
            "murmur2" => Some(Partitioner::Murmur2),
            _ => None,
        }
    }
}

/// Sum of the Unicode scalar values of `key` (the teaching simulator's hash).
/// `customer-7` → 982.
pub fn char_sum(key: &str) -> u64 {
    key.chars().map(|c| u64::from(u32::from(c))).sum()
}

/// Kafka's murmur2 (the Java client's `Utils.murmur2`), seed `0x9747b28c`,
/// returned as the same 32-bit pattern Java's `int` holds.
pub fn murmur2(data: &[u8]) -> u32 {
    const SEED: u32 = 0x9747_b28c;
    const M: u32 = 0x5bd1_e995;
    const R: u32 = 24;
    let length = data.len() as u32;
    let mut h: u32 = SEED ^ length;
    let chunks = data.chunks_exact(4);
    let tail = chunks.remainder();
    for chunk in chunks {
        let mut k = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        k = k.wrapping_mul(M);
        k ^= k >> R;
        k = k.wrapping_mul(M);
        h = h.wrapping_mul(M);
        h ^= k;
    }
    // Java's switch falls through: 3 → 2 → 1.
    if tail.len() >= 3 {
        h ^= u32::from(tail[2]) << 16;
    }
    if tail.len() >= 2 {
        h ^= u32::from(tail[1]) << 8;
    }
    if !tail.is_empty() {
        h ^= u32::from(tail[0]);
        h = h.wrapping_mul(M);
    }
    h ^= h >> 13;
    h = h.wrapping_mul(M);
    h ^= h >> 15;
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn teaching_hash_examples() {
        assert_eq!(char_sum("customer-7"), 982);
        assert_eq!(Partitioner::CharSum.partition("customer-7", 3), 1);
        // Seed 002: the three events of order 61 land in partition 1.
        assert_eq!(Partitioner::CharSum.partition("order-61", 3), 1);
        // Seed 002: the cheese (product 7) lives in partition 2.
        assert_eq!(Partitioner::CharSum.partition("product-7", 3), 2);
    }

    /// Vectors from the Kafka Java client's `UtilsTest.testMurmur2`.
    #[test]
    fn murmur2_matches_the_java_client() {
        let cases: [(&[u8], i32); 7] = [
            (b"21", -973932308),
            (b"foobar", -790332482),
            (b"a-little-bit-long-string", -985981536),
            (b"a-little-bit-longer-string", -1486304829),
            (b"lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8", -58897971),
            (b"abc", 479470107),
            (b"", 275646681),
        ];
        for (input, expected) in cases {
            assert_eq!(murmur2(input) as i32, expected, "{:?}", String::from_utf8_lossy(input));
        }
    }

    #[test]
    fn murmur2_partition_is_positive_modulo() {
        for key in ["a", "order-61", "customer-7", "x"] {
            let p = Partitioner::Murmur2.partition(key, 7);
            assert!(p < 7);
            assert_eq!(p, ((murmur2(key.as_bytes()) & 0x7fff_ffff) % 7));
        }
    }
}
