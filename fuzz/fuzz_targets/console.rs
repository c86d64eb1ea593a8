//! Fuzz target: see `logjam::fuzzing::console_session`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::console_session(data));
