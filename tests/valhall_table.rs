//! The Valhall table held against `tests/data/reference/valhall/opcodes-2024.tsv` (the
//! resolved per-instruction layout of Mesa's 2024 `ISA.xml`): every instruction is
//! present once, with its opcode, secondary opcode, unit, destination, staging groups,
//! sources (position, size, modifier bits), immediates and modifiers (position, size,
//! document order). A mismatch names the instruction.

mod common;

use isadef::bits::Field;
use isadef::isa::Isa;
use isadef::text::Cursor;
use isadef::valhall::operands::{layout::*, src_layout};
use isadef::valhall::table::{Kind, FORMS};
use isadef::valhall::{Form, Unit, Valhall};

fn tsv() -> String {
    common::reference_text("valhall", "opcodes-2024.tsv")
}

/// Word bit of bit `i` of a field's value.
fn bit_of(f: Field, i: u32) -> u32 {
    f.place(1 << i).trailing_zeros()
}

const HIDDEN: [&str; 5] = [
    "staging_register_count",
    "staging_register_write_count",
    "left",
    "descriptor_type",
    "memory_width",
];

fn check(form: Form, cols: &[&str]) -> Result<(), String> {
    let f = form.info();
    let [_, opcode, op2, shift, mask, exact, unit, dests, staging, srcs, imms, mods] = cols else {
        return Err(format!("bad row ({} columns)", cols.len()));
    };
    let num = |s: &str| {
        u64::from_str_radix(
            s.trim_start_matches("0x"),
            if s.starts_with("0x") { 16 } else { 10 },
        )
        .unwrap()
    };
    let (opcode, op2, shift, mask, exact) =
        (num(opcode), num(op2), num(shift), num(mask), num(exact));
    let word = f.bits | f.defaults;
    if (word >> 48) & 0x1ff != opcode as u128 {
        return Err(format!(
            "opcode {:#x}, table has {:#x}",
            opcode,
            (word >> 48) & 0x1ff
        ));
    }
    let sec = (mask as u128) << shift;
    if word & sec != (op2 as u128) << shift
        || exact as u128 != (opcode as u128) << 48 | (op2 as u128) << shift
    {
        return Err(format!(
            "secondary opcode {op2} at {shift} (mask {mask:#x}): table has {:#x}",
            word & sec
        ));
    }
    let table_unit = Unit::of(form);
    if table_unit.name() != *unit {
        return Err(format!("unit {unit}, table attribute {table_unit:?}"));
    }
    let unit_prefix = format!("{}_", unit.to_lowercase());
    if !f.class.starts_with(&unit_prefix) {
        return Err(format!("unit {unit}, class {}", f.class));
    }

    let mut ops = f.operands.iter().peekable();
    // Destination.
    let has_dest = ops.peek().is_some_and(|o| o.kind == Some(Kind::Dest));
    if has_dest != (*dests == "1") {
        return Err(format!("dests {dests}, table destination {has_dest}"));
    }
    if has_dest {
        let d = ops.next().unwrap();
        if d.field.mask() != 0xff << 40 {
            return Err("destination not at byte 5".into());
        }
    }
    // Staging groups: `rw:var@start/flags`.
    for s in staging.split(' ').filter(|s| *s != "-") {
        let (rw, rest) = s.split_once(":var@").unwrap();
        let (start, flags) = rest.split_once("/0x").unwrap();
        let (start, flags) = (
            start.parse::<u32>().unwrap(),
            u128::from_str_radix(flags, 16).unwrap(),
        );
        let o = ops.next().ok_or("missing staging operand")?;
        let k = o.kind.unwrap();
        let raw = Valhall::parse_operand(k, &mut Cursor::new("@r0"))
            .map_err(|e| format!("staging: {e}"))?;
        let w = o.field.place(raw);
        if bit_of(o.field, 0) != start || w & (0xc0 << start) != flags << start {
            return Err(format!(
                "staging {s}: field starts at {}, flags {:#x}",
                bit_of(o.field, 0),
                (w >> start) & 0xc0
            ));
        }
        // One register: count 1 in sr_count (33..36) or 0 in sr_write_count (36..39).
        let counted_minus1 = rw == "w" && mods.contains("staging_register_write_count");
        let count_bit = if counted_minus1 { 36 } else { 33 };
        let want = if counted_minus1 { 0 } else { 1u128 << 33 };
        if w & (7 << count_bit) != want || o.field.mask() & (7 << count_bit) != 7 << count_bit {
            return Err(format!("staging {s}: count field not at {count_bit}"));
        }
    }
    // Sources: `start:size[mods]`.
    for s in srcs.split(' ').filter(|s| *s != "-") {
        let (head, m) = match s.split_once('[') {
            Some((h, m)) => (h, m.trim_end_matches(']')),
            None => (s, ""),
        };
        let (start, size) = head.split_once(':').unwrap();
        let (start, size) = (start.parse::<u32>().unwrap(), size.parse::<u32>().unwrap());
        let o = ops.next().ok_or(format!("missing source {s}"))?;
        let l = o
            .kind
            .and_then(src_layout)
            .ok_or(format!("source {s}: operand {} is not a source", o.name))?;
        if bit_of(o.field, 0) != start || bit_of(o.field, 7) != start + 7 || 8 << (l & 3) != size {
            return Err(format!(
                "source {s}: table has byte at {}, size {}",
                bit_of(o.field, 0),
                8 << (l & 3)
            ));
        }
        // Expected modifier bits, in raw order.
        let mut want: Vec<(String, u32)> = Vec::new();
        let mut float = false;
        for part in m.split(',').filter(|p| !p.is_empty()) {
            match part.split_once('@') {
                Some((n, p)) => want.push((n.to_string(), p.parse().unwrap())),
                None if part == "float" => float = true,
                None => return Err(format!("source {s}: unknown part {part}")),
            }
        }
        let mut got: Vec<(String, u32)> = Vec::new();
        let mut at = 8;
        if l & NEG_ABS != 0 {
            got.push(("neg".into(), bit_of(o.field, at)));
            got.push(("abs".into(), bit_of(o.field, at + 1)));
            at += 2;
        }
        if l & SWIZZLE != 0 {
            got.push(("swizzle".into(), bit_of(o.field, at)));
            at += 2;
        }
        if l & (WIDEN | LANES | HALF_SWIZZLE) != 0 {
            got.push(("widen".into(), bit_of(o.field, at)));
            at += 4;
        }
        if l & COMBINE != 0 {
            got.push(("combine".into(), bit_of(o.field, at)));
            at += 3;
        }
        if l & LANE != 0 {
            got.push(("lane".into(), bit_of(o.field, at)));
            at += if size == 16 { 1 } else { 2 };
        }
        if l & NOT != 0 {
            got.push(("not".into(), bit_of(o.field, at)));
            at += 1;
        }
        if o.field.width() != at {
            return Err(format!(
                "source {s}: field is {} bits, layout {at}",
                o.field.width()
            ));
        }
        want.sort();
        got.sort();
        if want != got {
            return Err(format!("source {s}: table modifiers {got:?}"));
        }
        if (float || l & NEG_ABS != 0) != (l & FLOAT != 0) {
            return Err(format!("source {s}: float printing differs"));
        }
    }
    // Immediates: `name@start:size[s]`.
    for s in imms.split(' ').filter(|s| *s != "-") {
        let (name, rest) = s.split_once('@').unwrap();
        let signed = rest.ends_with('s');
        let (start, size) = rest.trim_end_matches('s').split_once(':').unwrap();
        let (start, size) = (start.parse::<u32>().unwrap(), size.parse::<u32>().unwrap());
        let o = ops.next().ok_or(format!("missing immediate {s}"))?;
        if o.name != name
            || bit_of(o.field, 0) != start
            || o.field.width() != size
            || o.field.mask().count_ones() != size
        {
            return Err(format!(
                "immediate {s}: table has {} at {}:{}",
                o.name,
                bit_of(o.field, 0),
                o.field.width()
            ));
        }
        let prefix = if name == "constant" {
            "#".to_string()
        } else {
            format!("{name}:")
        };
        let neg = Valhall::parse_operand(o.kind.unwrap(), &mut Cursor::new(&format!("{prefix}-1")))
            .is_ok();
        if neg != signed {
            return Err(format!(
                "immediate {s}: signed {signed}, table accepts -1: {neg}"
            ));
        }
    }
    if let Some(o) = ops.next() {
        return Err(format!("extra operand {}", o.name));
    }
    // Modifiers, document order.
    let table: Vec<_> = f
        .mods
        .iter()
        .filter(|m| m.name != "flow" && m.name != "fau_page")
        .collect();
    let want: Vec<_> = mods
        .split(' ')
        .filter(|s| *s != "-")
        .filter(|s| !HIDDEN.iter().any(|h| s.starts_with(&format!("{h}@"))))
        .collect();
    if table.len() != want.len() {
        return Err(format!(
            "{} modifiers, table has {}",
            want.len(),
            table.len()
        ));
    }
    for (m, w) in table.iter().zip(&want) {
        let (name, rest) = w.split_once('@').unwrap();
        let pos = rest.split('(').next().unwrap();
        let (start, size) = pos.split_once(':').unwrap();
        let (start, size) = (start.parse::<u32>().unwrap(), size.parse::<u32>().unwrap());
        let named = if m.names.len() == 2 && m.names[0] == Some("") {
            m.names[1] == Some(&format!(".{name}")) || m.name == name
        } else {
            m.name == name
        };
        if !named
            || bit_of(m.field, 0) != start
            || m.field.width() != size
            || m.field.mask().count_ones() != size
        {
            return Err(format!(
                "modifier {w}: table has {} at {}:{}",
                m.name,
                bit_of(m.field, 0),
                m.field.width()
            ));
        }
    }
    let flow = f.mods.iter().find(|m| m.name == "flow").ok_or("no flow")?;
    if flow.field.mask() != 0xf << 59 {
        return Err("flow not at 59..63".into());
    }
    Ok(())
}

#[test]
fn table_matches_reference_tsv() {
    let text = tsv();
    let mut failures = Vec::new();
    let mut seen = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let name = cols[0];
        let forms: Vec<_> = Form::ALL
            .iter()
            .filter(|f| f.info().mnemonic == name)
            .collect();
        if forms.len() != 1 {
            failures.push(format!("{name}: {} forms in the table", forms.len()));
            continue;
        }
        seen += 1;
        if let Err(e) = check(*forms[0], &cols) {
            failures.push(format!("{name}: {e}"));
        }
    }
    println!(
        "valhall table: {seen}/{} instructions match the reference",
        FORMS.len()
    );
    assert_eq!(seen, FORMS.len(), "the table has forms the reference lacks");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
