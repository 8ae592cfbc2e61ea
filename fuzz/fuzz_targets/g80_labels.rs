//! Random label programs on a `CodeBuffer` for G80 (`tests/common/labels.rs`, shared
//! with `tests/code_labels.rs`): every call agrees with the model, and every finished
//! program decodes back to its labels and targets and assembles from its text to the
//! same bytes.
#![no_main]

#[path = "../../tests/common/labels.rs"]
mod labels;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    labels::check::<isadef::g80::G80>(data);
});
