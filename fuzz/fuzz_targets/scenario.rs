//! Fuzz target: see `logjam::fuzzing::scenario_bytes`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| logjam::fuzzing::scenario_bytes(data));
