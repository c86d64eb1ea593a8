//! Fuzz target: see `logjam::fuzzing::achievements_bytes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::achievements_bytes(data));
