//! Which printed Valhall texts Mesa's assembler cannot read back to their own word, and
//! why (Mesa's `asm.py` rules, `docs/text-format.md`). Shared by `tests/valhall_roundtrip.rs`
//! and the `valhall_roundtrip_words` fuzz target.

use isadef::valhall::operands::{layout, src_layout};
use isadef::valhall::Insn;

/// Why Mesa's assembler cannot give back `insn`'s word from its printed text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// A printed modifier name is also a name of another modifier of the instruction
    /// (TEX_DUAL's two register widths, the two `lod_mode` flags): Mesa asserts.
    Shared,
    /// A printed modifier name has a dot inside (`.16.32`): Mesa splits it and sees one
    /// field given twice.
    TwoPart,
    /// A special value's `.w0` on a 64-bit widen source is read as the `w0` swizzle.
    WordSelectAsSwizzle,
    /// A `reserved` name reads back as the first value so named (the flow's, for an
    /// instruction modifier).
    Reserved,
}

/// `None` when Mesa reads the printed text of `insn` back as the same modifiers and
/// operands (other ambiguities of the text, such as unprinted bits, are not judged here).
pub fn unreadable(insn: Insn) -> Option<Unreadable> {
    let f = insn.info();
    let w = insn.bits() as u128;
    let flow = f.mods.iter().position(|d| d.name == "flow");
    for (k, d) in f.mods.iter().enumerate() {
        let Some(name) = d.name_of(d.field.get(w)).filter(|n| !n.is_empty()) else {
            continue;
        };
        for c in name[1..].split('.') {
            let spelled = |j: usize| {
                Some(j) != flow
                    && f.mods[j]
                        .spellings
                        .iter()
                        .any(|s| s.and_then(|s| s.strip_prefix('.')) == Some(c))
            };
            if c == "reserved" {
                return Some(Unreadable::Reserved);
            }
            let flow_name = flow.is_some_and(|j| {
                f.mods[j]
                    .spellings
                    .iter()
                    .any(|s| s.and_then(|s| s.strip_prefix('.')) == Some(c))
            });
            let owners = (0..f.mods.len()).filter(|&j| spelled(j)).count();
            if Some(k) != flow && (flow_name || owners > 1) {
                return Some(Unreadable::Shared);
            }
        }
        if name[1..].contains('.') {
            return Some(Unreadable::TwoPart);
        }
    }
    for op in f.operands {
        let Some(l) = op.kind.and_then(src_layout) else {
            continue;
        };
        let byte = op.field.get(w) as u8;
        let widen64 = l & 3 == layout::SIZE_64 && l & (layout::WIDEN | layout::LANES) != 0;
        if widen64 && byte >> 5 == 0b111 && byte & 1 == 0 {
            return Some(Unreadable::WordSelectAsSwizzle);
        }
    }
    if insn.to_string().contains("reserved") {
        return Some(Unreadable::Reserved);
    }
    None
}
