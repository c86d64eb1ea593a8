//! Fuzz target: see `logjam::fuzzing::catalog_bytes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::catalog_bytes(data));
