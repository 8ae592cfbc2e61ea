//! Valhall `Insn::accesses()` against Mesa's `ISA.xml` of 2024 (vendored in
//! `tests/data/reference/valhall`): for random instructions of every `<ins>`, the
//! destination (`dests`), each `<sr read|write>` group with the count its `<sr_count>` or
//! `<sr_write_count>` gives, each `<src>` (a pair when `size="64"`), `<slot/>` and the
//! flow's waits (from the `Flow` enum's value names) are exactly what is reported. Where
//! each source sits and its size when the XML leaves it to the instruction's type come
//! from `opcodes-2024.tsv` (Mesa's `valhall.py` view of the same file), which also checks
//! the scanner.

mod common;

use arbitrary::{Arbitrary, Unstructured};
use isadef::access::{Access, File, Resource, Rw};
use isadef::valhall::{enums::Unit, Form, Insn, ACCESS_CAP};
use std::collections::HashMap;

/// How an `<sr_count>` counts: the encoded field, a fixed number, or the vector size and
/// register format (`count="format"`).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Count {
    Field,
    Fixed(u8),
    Format,
}

/// What the XML says of one instruction.
#[derive(Clone, Debug, Default)]
struct Ins {
    dests: Option<u8>,
    /// Each `<sr>`: written (else read), and whether it has flag bits.
    srs: Vec<(bool, bool)>,
    sr_count: Option<Count>,
    write_count: bool,
    /// Each encoded `<src>`: its size in bits when the element gives one.
    srcs: Vec<Option<u32>>,
    slot: bool,
    /// A branch offset immediate (`<imm name="offset" … size="27">`).
    branch: bool,
    /// An encoded register format (`<regfmt/>`, not a pseudo one).
    regfmt: bool,
}

fn attr<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let at = line.find(&format!(" {name}=\""))? + name.len() + 3;
    Some(&line[at..at + line[at..].find('"')?])
}

/// Adds one child element line to `ins`.
fn child(ins: &mut Ins, l: &str) {
    if l.starts_with("<sr ") {
        ins.srs.push((
            attr(l, "write") == Some("true"),
            attr(l, "flags") != Some("false"),
        ));
    } else if l.starts_with("<sr_count") {
        ins.sr_count = Some(match attr(l, "count") {
            None | Some("sr_count") => Count::Field,
            Some("format") => Count::Format,
            Some(n) => Count::Fixed(n.parse().unwrap()),
        });
    } else if l.starts_with("<sr_write_count") {
        ins.write_count = true;
    } else if l.starts_with("<src") && attr(l, "pseudo") != Some("true") {
        ins.srcs.push(attr(l, "size").map(|s| s.parse().unwrap()));
    } else if l.starts_with("<regfmt") {
        ins.regfmt |= attr(l, "pseudo") != Some("true");
    } else if l.starts_with("<slot") {
        ins.slot = true;
    } else if l.starts_with("<imm") && attr(l, "name") == Some("offset") {
        ins.branch |= attr(l, "size") == Some("27");
    }
}

/// Every `<ins>` by name, a `<group>`'s children given to each of its members; and the
/// slots each `Flow` value waits on.
fn scan(xml: &str) -> (HashMap<String, Ins>, Vec<u8>) {
    let mut out = HashMap::new();
    let mut flows = Vec::new();
    let mut in_flow = false;
    let mut group: Option<(Ins, Vec<(String, Ins)>)> = None;
    let mut open: Option<(String, Ins)> = None;
    for l in xml.lines().map(str::trim) {
        if l.starts_with("<!--") {
            continue;
        }
        if l.starts_with("<enum name=\"Flow\"") {
            in_flow = true;
        } else if in_flow && l.starts_with("</enum>") {
            in_flow = false;
        } else if in_flow && (l.starts_with("<value") || l.starts_with("<reserved")) {
            let name = attr(l, "name").unwrap_or("");
            let slots = name.strip_prefix("Wait on slot").map_or(0, |s| {
                s.split(|c: char| !c.is_ascii_digit())
                    .filter(|d| !d.is_empty())
                    .fold(0u8, |m, d| m | 1 << d.parse::<u8>().unwrap())
            });
            flows.push(slots);
        } else if l.starts_with("<group") {
            let dests = attr(l, "dests").map(|d| d.parse().unwrap());
            group = Some((
                Ins {
                    dests,
                    ..Ins::default()
                },
                Vec::new(),
            ));
        } else if l.starts_with("</group>") {
            let (shared, members) = group.take().unwrap();
            for (name, own) in members {
                let mut ins = own.clone();
                ins.dests = own.dests.or(shared.dests);
                ins.srs.extend(&shared.srs);
                ins.sr_count = own.sr_count.or(shared.sr_count);
                ins.write_count |= shared.write_count;
                ins.srcs.extend(&shared.srcs);
                ins.slot |= shared.slot;
                ins.branch |= shared.branch;
                ins.regfmt |= shared.regfmt;
                out.insert(name, ins);
            }
        } else if l.starts_with("<ins") {
            let name = attr(l, "name").unwrap().to_string();
            let ins = Ins {
                dests: attr(l, "dests").map(|d| d.parse().unwrap()),
                ..Ins::default()
            };
            if l.ends_with("/>") {
                group
                    .as_mut()
                    .expect("a bare <ins/> outside a group")
                    .1
                    .push((name, ins));
            } else {
                open = Some((name, ins));
            }
        } else if l.starts_with("</ins>") {
            let (name, ins) = open.take().unwrap();
            match group.as_mut() {
                Some((_, members)) => members.push((name, ins)),
                None => drop(out.insert(name, ins)),
            }
        } else if let Some((_, ins)) = open.as_mut() {
            child(ins, l);
        } else if let Some((shared, _)) = group.as_mut() {
            child(shared, l);
        }
    }
    (out, flows)
}

fn bits(w: u64, lo: u32, n: u32) -> u64 {
    w >> lo & ((1 << n) - 1)
}

fn reg(file: File, index: u16, count: u8) -> Resource {
    Resource::Reg {
        file,
        index,
        count,
        mask: Resource::FULL,
    }
}

type Item = (Resource, Rw, u8);

/// Each instruction's sources from the TSV: first bit and size.
fn sources() -> HashMap<String, Vec<(u32, u32)>> {
    let tsv = common::reference_text("valhall", "opcodes-2024.tsv");
    let rows = tsv.lines().filter(|l| !l.starts_with('#') && !l.is_empty());
    rows.map(|line| {
        let cols: Vec<&str> = line.split('\t').collect();
        let srcs = cols[9].split(' ').filter(|s| *s != "-").map(|s| {
            let mut it = s.split(['[', ':']);
            (
                it.next().unwrap().parse().unwrap(),
                it.next().unwrap().parse().unwrap(),
            )
        });
        (cols[0].to_string(), srcs.collect())
    })
    .collect()
}

/// What the XML predicts for `word` of the instruction `name` (its sources at `srcs`).
fn predicted(
    name: &str,
    ins: &Ins,
    srcs: &[(u32, u32)],
    flows: &[u8],
    form: Form,
    word: u64,
) -> Vec<Item> {
    let mut out = Vec::new();
    let page = bits(word, 57, 2) as u16;
    // The destination: a register and its halves (3: both).
    if ins.dests == Some(1) {
        let mask = match bits(word, 46, 2) {
            3 => Resource::FULL,
            m => m as u8,
        };
        let r = Resource::Reg {
            file: File::Gpr,
            index: bits(word, 40, 6) as u16,
            count: 1,
            mask,
        };
        out.push((r, Rw::Write, 0));
    }
    // Staging groups: with two, the write group (no flags) sits in bits 16..22 and counts
    // `sr_write_count` + 1; a lone group counts the write count when that is all it has.
    let two = ins.srs.len() == 2;
    for &(write, flags) in &ins.srs {
        let at_16 = two && write && !flags;
        let count = if at_16 || (ins.write_count && ins.sr_count.is_none()) {
            bits(word, 36, 3) as u8 + 1
        } else {
            match ins.sr_count.expect("a staging group without a count") {
                Count::Field => bits(word, 33, 3) as u8,
                Count::Fixed(n) => n,
                Count::Format => {
                    let comps = bits(word, 28, 2) as u8 + 1;
                    // 16-bit data: the name's type, or an encoded 16-bit register
                    // format (f16, s16, u16).
                    let half = name.ends_with(".f16")
                        || (ins.regfmt && matches!(bits(word, 24, 3), 3 | 5 | 7));
                    if half {
                        comps.div_ceil(2)
                    } else {
                        comps
                    }
                }
            }
        };
        let base = if at_16 {
            bits(word, 16, 6)
        } else {
            bits(word, 40, 6)
        } as u16;
        if count > 0 {
            out.push((
                reg(File::Gpr, base, count),
                if write { Rw::Write } else { Rw::Read },
                0,
            ));
        }
    }
    // Sources: the operand byte (registers, `^` last use, uniforms of the FAU page, table
    // values, special values).
    for &(start, size) in srcs {
        let b = bits(word, start, 8) as u16;
        let count = if size == 64 { 2 } else { 1 };
        let (r, flags) = match b {
            0x00..=0x3f => (reg(File::Gpr, b, count), 0),
            0x40..=0x7f => (reg(File::Gpr, b & 63, count), Access::LAST_USE),
            0x80..=0xbf => (reg(File::Uniform, (b & 63) + 64 * page, count), 0),
            0xc0..=0xdf => continue,
            _ => (reg(File::Special, (b & 31) + 32 * page, count), 0),
        };
        out.push((r, Rw::Read, flags));
    }
    if ins.slot {
        out.push((Resource::Slots(1 << bits(word, 30, 3)), Rw::Write, 0));
        out.push((Resource::Unit(Unit::of(form) as u8), Rw::Write, 0));
    }
    let waits = flows[bits(word, 59, 4) as usize];
    if waits != 0 {
        out.push((Resource::Slots(waits), Rw::Read, 0));
    }
    if ins.branch {
        let offset = ((bits(word, 8, 27) as i32) << 5) >> 5;
        out.push((Resource::Target(offset), Rw::Read, 0));
    }
    out
}

fn same(mut want: Vec<Item>, got: &[Item]) -> bool {
    for g in got {
        match want.iter().position(|w| w == g) {
            Some(i) => drop(want.remove(i)),
            None => return false,
        }
    }
    want.is_empty()
}

#[test]
fn the_scanner_reads_the_xml_as_mesas_script_does() {
    let (xml, _) = scan(&common::reference_text("valhall", "ISA-2024.xml"));
    let tsv = common::reference_text("valhall", "opcodes-2024.tsv");
    let mut rows = 0;
    for line in tsv.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let ins = xml
            .get(cols[0])
            .unwrap_or_else(|| panic!("{} not in the XML", cols[0]));
        assert_eq!(
            ins.dests.unwrap_or(0).to_string(),
            cols[7],
            "{}: dests",
            cols[0]
        );
        let srs: Vec<_> = ins
            .srs
            .iter()
            .map(|&(w, _)| if w { 'w' } else { 'r' })
            .collect();
        let tsv_srs: Vec<_> = cols[8]
            .split(' ')
            .filter(|s| *s != "-")
            .map(|s| s.chars().next().unwrap())
            .collect();
        assert_eq!(srs, tsv_srs, "{}: staging groups", cols[0]);
        let sizes: Vec<u32> = cols[9]
            .split(' ')
            .filter(|s| *s != "-")
            .map(|s| s.split(['[', ':']).nth(1).unwrap().parse().unwrap())
            .collect();
        assert_eq!(ins.srcs.len(), sizes.len(), "{}: sources", cols[0]);
        for (x, t) in ins.srcs.iter().zip(&sizes) {
            assert!(
                x.is_none_or(|x| x == *t),
                "{}: source sizes {:?} {sizes:?}",
                cols[0],
                ins.srcs
            );
        }
        rows += 1;
    }
    assert_eq!(rows, xml.len(), "every <ins> has a row");
}

#[test]
fn accesses_follow_the_xml_for_every_instruction() {
    let (xml, flows) = scan(&common::reference_text("valhall", "ISA-2024.xml"));
    let srcs = sources();
    assert_eq!(flows.len(), 16);
    let mut rng = common::Rng(0xacce_55ed_0bad_cafe);
    let mut seen: HashMap<&str, u32> = HashMap::new();
    let mut failures = Vec::new();
    for _ in 0..300_000 {
        let data: Vec<u8> = (0..48).map(|_| rng.next() as u8).collect();
        let insn = Insn::arbitrary(&mut Unstructured::new(&data)).unwrap();
        let name = insn.info().mnemonic;
        let ins = xml
            .get(name)
            .unwrap_or_else(|| panic!("{name} not in the XML"));
        *seen.entry(name).or_default() += 1;
        let a = insn.accesses();
        assert!(a.len() <= ACCESS_CAP, "{insn}");
        let got: Vec<Item> = a.iter().map(|a| (a.resource, a.rw, a.flags)).collect();
        let want = predicted(name, ins, &srcs[name], &flows, insn.form(), insn.bits());
        if !same(want.clone(), &got) && failures.len() < 10 {
            failures.push(format!(
                "{insn} ({:#018x})\n  want {want:?}\n  got  {got:?}",
                insn.bits()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let missed: Vec<_> = xml
        .keys()
        .filter(|n| !seen.contains_key(n.as_str()))
        .collect();
    assert!(
        missed.is_empty(),
        "instructions never generated: {missed:?}"
    );
    println!(
        "{} instructions, each with {}+ random words: all as the XML says",
        seen.len(),
        seen.values().min().unwrap()
    );
}

#[test]
fn a_load_reads_its_address_and_signals_its_slot() {
    // `LOAD.i32.unsigned.slot0.wait0 @r0, ^r0, offset:0`
    let load = Insn::decode(u64::from_le_bytes([
        0x40, 0, 0, 0x18, 0x82, 0x80, 0x60, 0x08,
    ]))
    .unwrap();
    assert_eq!(
        load.to_string(),
        "LOAD.i32.unsigned.slot0.wait0 @r0, ^r0, offset:0"
    );
    let got: Vec<Item> = load
        .accesses()
        .iter()
        .map(|a| (a.resource, a.rw, a.flags))
        .collect();
    let want = [
        (reg(File::Gpr, 0, 1), Rw::Write, 0),
        (reg(File::Gpr, 0, 2), Rw::Read, Access::LAST_USE),
        (Resource::Slots(1), Rw::Write, 0),
        (Resource::Unit(Unit::Ls as u8), Rw::Write, 0),
        (Resource::Slots(1), Rw::Read, 0),
    ];
    assert!(same(want.to_vec(), &got), "{got:?}");
    // The modifiers' accesses name the modifier.
    let slot = load
        .accesses()
        .iter()
        .find(|a| a.resource == Resource::Slots(1) && a.rw == Rw::Write)
        .unwrap()
        .operand;
    assert_eq!(
        load.info().mods[(slot & !Access::MODIFIER) as usize].name,
        "slot"
    );
}

/// The hazard check flags each read of a register a message writes before anything
/// waited on its slot, naming the reader, the register and the slot.
#[test]
fn hazards_are_reads_before_waiting_on_the_slot() {
    use isadef::valhall::hazard::{check, Hazard};
    let asm = |lines: &[&str]| -> Vec<Insn> {
        lines.iter().map(|l| Insn::assemble(l).unwrap()).collect()
    };
    let cases: [(&[&str], &[Hazard]); 6] = [
        // A load, then a read of its register.
        (
            &[
                "LOAD.i32.unsigned.slot0 @r0, u0, offset:0",
                "FADD.f32 r1, r0, u1",
            ],
            &[Hazard {
                at: 1,
                reg: 0,
                slot: 0,
            }],
        ),
        // Waiting on another slot does not help.
        (
            &[
                "LOAD.i32.unsigned.slot1 @r2, u0, offset:0",
                "NOP.wait0",
                "IADD.u32 r1, r2, u1",
            ],
            &[Hazard {
                at: 2,
                reg: 2,
                slot: 1,
            }],
        ),
        // Every register of a staging group is pending.
        (
            &[
                "LOAD.i64.unsigned.slot2 @r4:r5, u0, offset:0",
                "MOV.i32 r6, r5",
            ],
            &[Hazard {
                at: 1,
                reg: 5,
                slot: 2,
            }],
        ),
        // A store reading a loaded register is a read too.
        (
            &[
                "LOAD.i32.unsigned.slot0 @r4, u0, offset:0",
                "STORE.i32.slot1 @r4, u2, offset:0",
            ],
            &[Hazard {
                at: 1,
                reg: 4,
                slot: 0,
            }],
        ),
        // The reader's own wait comes after its read.
        (
            &[
                "LOAD.i32.unsigned.slot0 @r0, u0, offset:0",
                "FADD.f32.wait0 r1, r0, u1",
            ],
            &[Hazard {
                at: 1,
                reg: 0,
                slot: 0,
            }],
        ),
        // Waited for in between (or by the load itself): clean.
        (
            &[
                "LOAD.i32.unsigned.slot0 @r0, u0, offset:0",
                "NOP.wait0",
                "FADD.f32 r1, r0, u1",
            ],
            &[],
        ),
    ];
    for (lines, want) in cases {
        let got: Vec<Hazard> = check(&asm(lines)).collect();
        assert_eq!(got, want, "{lines:?}");
    }
    // The example program is clean.
    let bin = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/data/valhall_compute.bin"
    ))
    .unwrap();
    let program: Vec<Insn> = Insn::stream(&bin, ()).map(|(_, r)| r.unwrap()).collect();
    assert_eq!(check(&program).count(), 0);
}

/// On every line of Mesa's assembler cases, the registers and uniforms the text names
/// (`r4`, `^r2`, `u10`, staging groups `@r0:r1:r2`) are exactly the reported ones, and a
/// staging group's registers are its reported count.
#[test]
fn the_registers_mesas_text_names_are_the_reported_ones() {
    let path = common::vector_file("valhall", "mesa-assembler-cases-431c1d77d64.txt");
    let (mut matched, mut total) = (0, 0);
    let mut failures = Vec::new();
    for (line, l) in common::vector_lines(&path) {
        let (hex, text) = l.split_at(23);
        let bytes: Vec<u8> = hex
            .split_whitespace()
            .map(|b| u8::from_str_radix(b, 16).unwrap())
            .collect();
        let insn = Insn::decode_le(&bytes, 0).unwrap();
        total += 1;
        // (uniform?, first register) of each token, and each staging group's count.
        let mut want: Vec<(bool, u16)> = Vec::new();
        let mut groups: Vec<(u16, u8)> = Vec::new();
        let ops = text.trim().split_once(' ').map_or("", |(_, o)| o);
        for tok in ops.split(", ").map(str::trim) {
            if let Some(group) = tok.strip_prefix('@') {
                let regs: Vec<u16> = group
                    .split(':')
                    .filter_map(|r| r.strip_prefix('r')?.parse().ok())
                    .collect();
                if let Some(&first) = regs.first() {
                    want.push((false, first));
                    groups.push((first, regs.len() as u8));
                }
                continue;
            }
            let base = tok.split('.').next().unwrap().trim_start_matches('^');
            if let Some(n) = base.strip_prefix('r').and_then(|s| s.parse().ok()) {
                want.push((false, n));
            } else if let Some(n) = base.strip_prefix('u').and_then(|s| s.parse().ok()) {
                want.push((true, n));
            }
        }
        let a = insn.accesses();
        let mut got: Vec<(bool, u16)> = a
            .iter()
            .filter_map(|a| match a.resource {
                Resource::Reg {
                    file: File::Gpr,
                    index,
                    ..
                } => Some((false, index)),
                Resource::Reg {
                    file: File::Uniform,
                    index,
                    ..
                } => Some((true, index)),
                _ => None,
            })
            .collect();
        got.sort();
        want.sort();
        let counted = groups
            .iter()
            .all(|&(base, n)| a.iter().any(|x| x.resource == reg(File::Gpr, base, n)));
        if got == want && counted {
            matched += 1;
        } else if failures.len() < 10 {
            failures.push(format!(
                "{line}: {text}\n  want {want:?} {groups:?}\n  got  {a:?}"
            ));
        }
    }
    println!("mesa-assembler-cases: {matched} / {total}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(total, 244);
}
