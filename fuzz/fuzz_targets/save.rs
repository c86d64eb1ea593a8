//! Fuzz target: see `logjam::fuzzing::save_bytes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::save_bytes(data));
