//! Arithmetic the sim runs many times a tick, exact to the bit.

/// `x.floor()`, bit for bit, without a library call for the common case.
///
/// On baseline x86-64 (no SSE4.1) `f64::floor` is a call into a software
/// routine; the sim floors a few hundred numbers a tick. For `0 < x < 2⁵²`
/// truncation toward zero is the floor, and an integer conversion does it
/// in two instructions; every other input (zero of either sign, negatives,
/// huge numbers, NaN, infinities) goes to `f64::floor`, so the result is
/// always identical to it.
#[inline]
pub fn floor(x: f64) -> f64 {
    if x > 0.0 && x < 4_503_599_627_370_496.0 { (x as i64) as f64 } else { x.floor() }
}

#[cfg(test)]
mod tests {
    use super::floor;

    fn same(x: f64) {
        assert_eq!(floor(x).to_bits(), x.floor().to_bits(), "floor({x:e})");
    }

    #[test]
    fn floor_is_f64_floor_on_the_edges() {
        for x in [
            0.0,
            -0.0,
            0.5,
            -0.5,
            1.0,
            1.0 - f64::EPSILON,
            2.5,
            -2.5,
            4_503_599_627_370_495.5,
            4_503_599_627_370_496.0,
            9.0e15,
            1.0e300,
            -1.0e300,
            f64::MIN_POSITIVE,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ] {
            same(x);
        }
    }

    proptest::proptest! {
        /// Any bit pattern: identical to `f64::floor`, bit for bit.
        #[test]
        fn floor_is_f64_floor_bit_for_bit(bits in proptest::num::u64::ANY, scale in 0u32..64) {
            same(f64::from_bits(bits));
            same(f64::from_bits(bits) / f64::from(1u32 << (scale % 31)));
            same((bits >> scale) as f64 / 7.0);
        }
    }
}
