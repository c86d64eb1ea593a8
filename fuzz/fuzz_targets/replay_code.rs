//! Fuzz target: see `logjam::fuzzing::replay_code_bytes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::replay_code_bytes(data));
