//! Mesa's assembler rules (`asm.py` at Mesa 431c1d77d64; `docs/text-format.md`), checked on
//! texts generated from the table itself: every name of every modifier of every form
//! (defaults written out, `.reserved`, names two modifiers share, a modifier twice) and
//! every source suffix name on every source of every form, plus the examples Mesa's
//! `asm.py` was run on.

use isadef::valhall::operands::{layout::*, src_layout};
use isadef::valhall::table::{Kind, FORMS};
use isadef::valhall::Insn;

fn bytes(text: &str) -> Result<[u8; 8], String> {
    Insn::assemble(text)
        .map(|i| i.bits().to_le_bytes())
        .map_err(|e| e.message.to_string())
}

#[test]
fn examples_run_through_mesa() {
    let ok: [(&str, [u8; 8]); 6] = [
        ("FADD.f32.none r0, r1, r2", [1, 2, 0, 0, 0, 0xc0, 0xa4, 0]),
        (
            "CLPER.i32.subgroup16 r0, r1, r2",
            [1, 2, 0x0f, 0, 0x30, 0xc0, 0xa0, 0],
        ),
        ("NOP.reserved", [0, 0, 0, 0, 0, 0xc0, 0, 0x58]),
        (
            "LSHIFT_AND.i32 r0, r1, r2.reserved, r3",
            [1, 2, 3, 0x30, 1, 0xc0, 0xb4, 0],
        ),
        (
            "IADD.s64 r2, r4, warp_id.w0",
            [4, 0xe4, 0, 0x20, 0, 0xc2, 0xab, 1],
        ),
        // Mesa's own cases, spelled differently: blanks, empty operands, Python numbers.
        ("FADD.f32 r0,r1,  r2,", [1, 2, 0, 0, 0, 0xc0, 0xa4, 0]),
    ];
    for (text, want) in ok {
        assert_eq!(bytes(text), Ok(want), "{text}");
    }
    assert_eq!(
        bytes("FADD.f32 r0x0, r0b1, r0o2"),
        bytes("FADD.f32 r0, r1, r2")
    );
    assert_eq!(
        bytes("FADD.f32 r0, r1_0, r2"),
        bytes("FADD.f32 r0, r10, r2")
    );
    let err = [
        ("BARRIER.reserved", "Missing required modifier"),
        (
            "IADD.s64 r2, r4, warp_id.w0.w0",
            "Multiple swizzles specified",
        ),
        ("FADD.f32 r0, r07, r2", "Expected number"),
        ("FADD.f32 r0, r64, r2", "Range error"),
        (
            "FADD.f32.clamp_0_1.clamp_m1_1 r0, r1, r2",
            "clamp specified twice",
        ),
        // The staging operand sets the count: Mesa's modifier of that name is given twice.
        (
            "LOAD.i32.slot0.sr1 @r0, r1, offset:0",
            "staging_register_count specified twice",
        ),
        ("FADD.f32.sr1 r0, r1, r2", "Invalid modifier"),
        (
            "FADD.f32.wait0.none r0, r1, r2",
            "Multiple flow control modifiers specified",
        ),
        ("FADD.f32\tr0, r1, r2", "Expected . after instruction"),
        (" FADD.f32 r0, r1, r2", "No known mnemonic"),
        ("FADD.f32 r0, r1, 0X3F800000", "Invalid operand"),
    ];
    for (text, why) in err {
        assert_eq!(bytes(text), Err(why.to_string()), "{text}");
    }
    // `.reserved` before another modifier is the flow and takes no field's place.
    let w = Insn::assemble("WMASK.reserved.subgroup8 r38.h0, r63").unwrap();
    let subgroup = w
        .info()
        .mods
        .iter()
        .find(|m| m.name == "subgroup_size")
        .unwrap();
    assert_eq!(
        (w.bits() >> 59, subgroup.field.get(w.bits() as u128)),
        (11, 2)
    );
    // Mesa splits `.16.32` into two widths of one field.
    let dual = "VAR_TEX_BUF_DUAL.slot0.center_store.f.16.32.2d @r0, r2, r4";
    assert_eq!(
        bytes(dual),
        Err("varying_texture_register_width specified twice".to_string())
    );
    // `reserved` names special values too, but an operand starting with `r` is a register.
    assert_eq!(
        bytes("MOV.i32 r1, reserved.w1"),
        Err("Expected number".to_string())
    );
}

/// A base text of the form: its required modifiers at their first name no other modifier
/// has, every source `r1`, and the other operands at their simplest. `None` when a
/// required modifier has only shared names (Mesa cannot assemble the instruction).
fn base_text(f: &isadef::form::FormInfo<Kind>) -> Option<(String, Vec<String>)> {
    let (mnemonic, ops, unique) = any_base_text(f);
    unique.then_some((mnemonic, ops))
}

/// The base text, and whether every required modifier got a name of its own.
fn any_base_text(f: &isadef::form::FormInfo<Kind>) -> (String, Vec<String>, bool) {
    let mut mnemonic = f.mnemonic.to_string();
    let mut unique = true;
    for (k, d) in f.mods.iter().enumerate() {
        if d.names.contains(&Some("")) {
            continue;
        }
        let mut names = d.spellings.iter().flatten();
        let first = *names.clone().next().unwrap();
        let name = names.find(|s| owners(f, &s[1..]).0 == [k]);
        unique &= name.is_some();
        mnemonic.push_str(name.unwrap_or(&first));
    }
    let ops = f
        .operands
        .iter()
        .map(|op| {
            let kind = op.kind.unwrap();
            if src_layout(kind).is_some() {
                return "r1".to_string();
            }
            match format!("{kind:?}").as_str() {
                "Dest" => "r0".into(),
                k if k.starts_with("Sr") => "@r0".into(),
                "Constant" => "#0".into(),
                "Target8" => "target:0".into(),
                "Table4" => "table:0".into(),
                "Index4" | "Index8" => "index:0".into(),
                "Shift3" => "shift:0".into(),
                _ => "offset:0".into(),
            }
        })
        .collect();
    (mnemonic, ops, unique)
}

/// The modifiers (other than the flow) that have a value named `name`, and whether the
/// flow has one.
fn owners(f: &isadef::form::FormInfo<Kind>, name: &str) -> (Vec<usize>, bool) {
    let has = |k: usize| {
        f.mods[k]
            .spellings
            .iter()
            .any(|s| s.and_then(|s| s.strip_prefix('.')) == Some(name))
    };
    let flow = f.mods.iter().position(|m| m.name == "flow").unwrap();
    let ks = (0..f.mods.len()).filter(|&k| k != flow && has(k)).collect();
    (ks, has(flow))
}

fn first_index(d: &isadef::form::ModDesc, name: &str) -> u128 {
    d.spellings
        .iter()
        .position(|s| s.and_then(|s| s.strip_prefix('.')) == Some(name))
        .unwrap() as u128
}

#[test]
fn every_modifier_name_of_every_form() {
    let (mut accepted, mut rejected, mut unassemblable) = (0, 0, 0);
    for f in FORMS.iter() {
        let Some((mnemonic, ops)) = base_text(f) else {
            let (mnemonic, ops, _) = any_base_text(f);
            let text = format!("{mnemonic} {}", ops.join(", "));
            let e = Insn::assemble(&text).unwrap_err();
            assert_eq!(e.message, "Ambiguous modifier", "{text}");
            unassemblable += 1;
            continue;
        };
        let line = |m: &str| format!("{m} {}", ops.join(", "));
        let base = Insn::assemble(&line(&mnemonic))
            .unwrap_or_else(|e| panic!("{}: {e}", line(&mnemonic)))
            .bits() as u128;
        let flow = f.mods.iter().position(|m| m.name == "flow").unwrap();
        for d in f.mods.iter() {
            for name in d.spellings.iter().flatten() {
                let name = &name[1..];
                let text = line(&format!("{mnemonic}.{name}"));
                let got = Insn::assemble(&text).map(|i| i.bits() as u128);
                let parts: Vec<&str> = name.split('.').collect();
                let (ks, is_flow) = owners(f, parts[0]);
                // Which modifier takes the name, and is it already given in the base?
                let want = if parts.len() > 1 {
                    Err("two-part")
                } else if is_flow {
                    Ok(f.mods[flow]
                        .field
                        .insert(base, first_index(&f.mods[flow], name)))
                } else if ks.len() > 1 {
                    Err("Ambiguous modifier")
                } else {
                    let m = &f.mods[ks[0]];
                    if m.names.contains(&Some("")) {
                        Ok(m.field.insert(base, first_index(m, name)))
                    } else {
                        Err("specified twice")
                    }
                };
                match (want, got) {
                    (Ok(w), Ok(g)) => {
                        assert_eq!(g, w, "{text}");
                        accepted += 1;
                    }
                    (Err("two-part"), Err(_)) => rejected += 1,
                    (Err("specified twice"), Err(e)) => {
                        // Mesa's name of the modifier (lod_mode for its one-bit halves).
                        let mesa = match f.mods[owners(f, parts[0]).0[0]].name {
                            "lod_bias_disable" | "lod_clamp_disable" => "lod_mode",
                            n => n,
                        };
                        assert_eq!(e.message, format!("{mesa} specified twice"), "{text}");
                        rejected += 1;
                    }
                    (Err(why), Err(e)) => {
                        assert_eq!(e.message, why, "{text}");
                        rejected += 1;
                    }
                    (want, got) => panic!("{text}: want {want:?}, got {got:?}"),
                }
            }
        }
    }
    println!(
        "modifier names: {accepted} texts accepted as Mesa does, {rejected} rejected, \
         {unassemblable} forms Mesa cannot assemble"
    );
    assert!(accepted > 2000 && rejected > 100 && unassemblable == 1);
}

/// Every source-suffix name Mesa knows, on every source of every form: the value and
/// position Mesa's eleven steps give (the first step that takes the name wins; the value
/// is its first index in that step's enum, ORed in at the field's low bit), or Mesa's
/// error.
#[test]
fn every_source_suffix_on_every_source() {
    // Mesa's enums for source suffixes, in its order of lookup.
    const SW8: &[&str] = &[
        "b0123", "b3210", "b0101", "b2323", "b0000", "b1111", "b2222", "b3333", "b2301", "b1032",
        "b0011", "b2233", "reserved",
    ];
    const SW16: &[&str] = &[
        "h00", "h10", "h01", "h11", "b00", "b20", "b02", "b22", "b11", "b31", "b13", "b33", "b01",
        "b23", "reserved",
    ];
    const SW32: &[&str] = &["none", "reserved", "h0", "h1", "b0", "b1", "b2", "b3"];
    const SW64: &[&str] = &[
        "none", "reserved", "h0", "h1", "b0", "b1", "b2", "b3", "w0", "reserved",
    ];
    const LANES_E: &[&str] = &[
        "b02", "reserved", "reserved", "reserved", "b00", "b11", "b22", "b33", "reserved",
        "reserved", "b01", "b23",
    ];
    const HALF: &[&str] = &[
        "b00", "b10", "b20", "b30", "b01", "b11", "b21", "b31", "b02", "b12", "b22", "b32", "b03",
        "b13", "b23", "b33",
    ];
    const LANE8: &[&str] = &["b0", "b1", "b2", "b3"];
    const LANE16: &[&str] = &["h0", "h1"];
    const COMBINE_E: &[&str] = &["none", "h0", "h1", "and", "lowbits"];
    const WIDEN_E: &[&str] = &["none", "h0", "h1", "reserved"];
    let all: Vec<&str> = [SW8, SW16, SW32, SW64, LANES_E, HALF, COMBINE_E]
        .concat()
        .into_iter()
        .chain(["neg", "abs", "not", "lane", "w0", "w1", "bogus"])
        .collect();
    let idx = |e: &[&str], n: &str| e.iter().position(|x| *x == n).map(|i| i as u128);
    let mut checked = 0;
    for f in FORMS.iter() {
        let Some((mnemonic, ops)) = base_text(f) else {
            continue;
        };
        for (i, op) in f.operands.iter().enumerate() {
            let Some(l) = op.kind.and_then(src_layout) else {
                continue;
            };
            let size = 8 << (l & 3);
            let has = |p: u32| l & p != 0;
            // Raw positions of the parts, as the layout orders them.
            let swz = 8 + if has(NEG_ABS) { 2 } else { 0 };
            let widen = swz + if has(SWIZZLE) { 2 } else { 0 };
            let combine = widen
                + if has(WIDEN | LANES | HALF_SWIZZLE) {
                    4
                } else {
                    0
                };
            let lane = combine + if has(COMBINE) { 3 } else { 0 };
            let lane_w = if size == 16 { 1 } else { 2 };
            let not = lane + if has(LANE) { lane_w } else { 0 };
            let at = |k: u32| op.field.place(1u128 << k).trailing_zeros();
            let text_with = |suffix: &str| {
                let mut o = ops.clone();
                o[i] = format!("r1{suffix}");
                format!("{mnemonic} {}", o.join(", "))
            };
            let base = Insn::assemble(&text_with("")).unwrap().bits() as u128;
            // The 16-bit identity Mesa ORs in when no swizzle-like suffix is given.
            let identity = if size == 16 && has(SWIZZLE) {
                2 << at(swz)
            } else if size == 16 && has(WIDEN) {
                2 << at(widen)
            } else {
                0
            };
            let sw = match size {
                8 => SW8,
                16 => SW16,
                32 => SW32,
                _ => SW64,
            };
            for name in &all {
                let text = text_with(&format!(".{name}"));
                let one_bit = match *name {
                    "neg" if has(NEG_ABS) => Some(8),
                    "abs" if has(NEG_ABS) => Some(9),
                    "not" if has(NOT) => Some(not),
                    "lane" if has(LANE) && lane_w == 1 => Some(lane),
                    _ => None,
                };
                let lanes = if size == 16 { LANE16 } else { LANE8 };
                let step: Result<(u128, u32), &str> = if let Some(k) = one_bit {
                    Ok((1, k))
                } else if let Some(v) = idx(HALF, name).filter(|_| has(HALF_SWIZZLE)) {
                    Ok((v, widen))
                } else if let Some(v) = idx(sw, name).filter(|_| has(WIDEN | LANES)) {
                    Ok((v, widen))
                } else if let Some(v) = idx(lanes, name).filter(|_| has(LANE)) {
                    Ok((v, lane))
                } else if let Some(v) = idx(COMBINE_E, name).filter(|_| has(COMBINE)) {
                    Ok((v, combine))
                } else if let Some(v) = idx(WIDEN_E, name).filter(|_| size == 32) {
                    if has(SWIZZLE) {
                        Ok((v, swz))
                    } else {
                        Err("Instruction doesn't take widens")
                    }
                } else if let Some(v) = idx(SW16, name).filter(|_| size == 16) {
                    if has(SWIZZLE) {
                        Ok((v, swz))
                    } else {
                        Err("Instruction doesn't take swizzles")
                    }
                } else if let Some(v) = idx(LANE8, name) {
                    if has(LANE) {
                        Ok((v, lane))
                    } else {
                        Err("Instruction doesn't take a lane")
                    }
                } else if let Some(v) = idx(LANES_E, name) {
                    if has(LANES) {
                        Ok((v, widen))
                    } else {
                        Err("Instruction doesn't take a lane")
                    }
                } else if *name == "w0" || *name == "w1" {
                    Err("Unexpected word select")
                } else {
                    Err("Unknown modifier")
                };
                let got = Insn::assemble(&text).map(|i| i.bits() as u128);
                match step {
                    Ok((v, k)) => {
                        // A swizzle-like suffix replaces the identity; a 1-bit one keeps it.
                        let keep = if one_bit.is_some() {
                            base
                        } else {
                            base & !identity
                        };
                        let want = keep | v << at(k);
                        assert_eq!(got, Ok(want), "{text}");
                    }
                    Err(why) => {
                        assert_eq!(got.map_err(|e| e.message), Err(why), "{text}");
                    }
                }
                checked += 1;
            }
        }
    }
    println!("source suffixes: {checked} texts checked");
    assert!(checked > 20_000);
}
