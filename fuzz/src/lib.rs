//! The fuzz targets' checks; each target in `fuzz_targets/` feeds its input to one.
#![forbid(unsafe_code)]

pub mod checks;
pub mod protocol;
