//! Writes `docs/<isa>.md`: a page per instruction set with a bit-box diagram, the forms
//! and their opcode values, the operands and the modifiers of every encoding class, all
//! drawn from the `define_isa!` tables (`FORMS`).
//!
//! ```sh
//! cargo run --example isadoc            # writes docs/vivante.md, docs/valhall.md, docs/g80.md
//! cargo run --example isadoc -- OUTDIR  # writes them into OUTDIR instead
//! ```
//!
//! `tests/isadoc.rs` regenerates the pages and fails when the committed ones differ.

#[path = "common/isadoc.rs"]
mod isadoc;

use std::path::PathBuf;

fn main() {
    let dir = match std::env::args_os().nth(1) {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs"),
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("isadoc: cannot create {}: {e}", dir.display());
        std::process::exit(1);
    }
    for (file, text) in isadoc::pages() {
        let path = dir.join(file);
        if let Err(e) = std::fs::write(&path, &text) {
            eprintln!("isadoc: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        println!("{} ({} lines)", path.display(), text.lines().count());
    }
}
