//! Holds the Vivante transcription against Mesa's decode patterns
//! (`tests/data/reference/vivante/leaf_patterns.tsv`) and checks the table's shape.

mod common;

use isadef::vivante::table::{fields, FORMS, INDEX};
use isadef::vivante::Form;

fn words(s: &str) -> u128 {
    s.split(' ')
        .enumerate()
        .map(|(i, w)| (u32::from_str_radix(w, 16).unwrap() as u128) << (32 * i))
        .sum()
}

/// Mesa leaves we split into several forms, one per printed operand layout.
fn split(leaf: &str) -> &'static [&'static str] {
    match leaf {
        "texld" => &["texld", "texld_src2"],
        "texldb" => &["texldb", "texldb_src0", "texldb_src01", "texldb_nosrc0"],
        "texldl" => &["texldl", "texldl_src0", "texldl_src01", "texldl_nosrc0"],
        _ => &[],
    }
}

#[test]
fn patterns_match_mesa_leaves() {
    let text = common::reference_text("vivante", "leaf_patterns.tsv");
    let mut seen = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("leaf_symbol"))
    {
        let c: Vec<&str> = line.split('\t').collect();
        let (leaf, printed, opcode) = (c[0], c[1], u32::from_str_radix(&c[2][2..], 16).unwrap());
        let (m, mask, dc) = (words(c[3]), words(c[4]), words(c[5]));
        seen += 1;
        let parts = split(leaf);
        if parts.is_empty() {
            let f = FORMS
                .iter()
                .find(|f| f.name == leaf)
                .unwrap_or_else(|| panic!("leaf {leaf} missing"));
            assert_eq!(f.mnemonic, printed, "{leaf}: printed name");
            assert_eq!(f.bits, m, "{leaf}: match bits");
            assert_eq!(f.mask | f.dontcare, mask, "{leaf}: mask");
            assert_eq!(f.dontcare, dc, "{leaf}: dontcare");
            assert_eq!(fields::OPCODE.get(f.bits), opcode as u128, "{leaf}: opcode");
            continue;
        }
        // Split leaves: every combination of the free USE bits is claimed by exactly one
        // of our forms, and each form refines Mesa's pattern only in USE bits.
        let uses = fields::SRC0_USE.mask() | fields::SRC1_USE.mask() | fields::SRC2_USE.mask();
        let forms: Vec<_> = parts
            .iter()
            .map(|n| FORMS.iter().find(|f| f.name == *n).unwrap())
            .collect();
        for f in &forms {
            assert_eq!(f.mnemonic, printed, "{}", f.name);
            assert_eq!(
                (f.mask | f.dontcare) & !uses,
                mask & !uses,
                "{}: mask outside USE bits",
                f.name
            );
            assert_eq!(
                f.bits & mask,
                m & (f.mask | f.dontcare),
                "{}: match bits",
                f.name
            );
        }
        for combo in 0..8u32 {
            let w = m
                | fields::SRC0_USE.place((combo & 1) as u128)
                | fields::SRC1_USE.place((combo >> 1 & 1) as u128)
                | fields::SRC2_USE.place((combo >> 2 & 1) as u128);
            if (w ^ m) & mask & uses != 0 {
                continue; // Mesa itself fixes this USE bit
            }
            let n = forms.iter().filter(|f| f.matches(w)).count();
            assert_eq!(
                n, 1,
                "{leaf}: USE combination {combo:03b} claimed by {n} forms"
            );
        }
    }
    assert_eq!(seen, 89, "leaf count");
}

#[test]
fn index_buckets_are_short() {
    assert!(
        INDEX.max_bucket() <= 5,
        "largest bucket {}",
        INDEX.max_bucket()
    );
    assert_eq!(FORMS.len(), Form::COUNT);
    for (i, f) in Form::ALL.iter().enumerate() {
        assert_eq!(f.index(), i);
        assert_eq!(Form::from_index(i), Some(*f));
        assert_eq!(f.name(), FORMS[i].name);
    }
    assert_eq!(Form::from_index(Form::COUNT), None);
}

#[test]
fn every_form_decodes_from_its_own_pattern() {
    for (i, f) in FORMS.iter().enumerate() {
        let insn = isadef::vivante::Insn::decode(f.bits).unwrap();
        assert_eq!(insn.form().index(), i, "{}", f.name);
        let with_defaults = isadef::vivante::Insn::decode(f.bits | f.defaults).unwrap();
        assert_eq!(with_defaults.form().index(), i, "{}", f.name);
    }
}
