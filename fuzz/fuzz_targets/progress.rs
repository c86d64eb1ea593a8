//! Fuzz target: see `logjam::fuzzing::progress_bytes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::progress_bytes(data));
