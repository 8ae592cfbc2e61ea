//! `disasm --deps`: per instruction, the registers it reads and writes and those live
//! after it, from `Insn::accesses` (`isadef::access`); for Valhall also the dependency
//! slots not waited on before a read (`isadef::valhall::hazard`).

use isadef::access::{File, Resource};
use isadef::isa::{accesses, Isa, Stream};
use std::collections::BTreeSet;
use std::fmt::{Display, Write};

/// A register by file prefix and number (`r3`, `u0`, `a0`, `c1`).
type Reg = (&'static str, u16);

/// The prefix a register file prints with.
fn prefix(file: File) -> &'static str {
    match file {
        File::Gpr => "r",
        File::Uniform => "u",
        File::Special => "sr",
        File::Input => "i",
        File::Output => "o",
        File::Addr => "a",
        File::Cond => "c",
        File::Texture => "tex",
        File::Sampler => "smp",
        File::Barrier => "bar",
        _ => "x",
    }
}

/// The registers of one access (a pair or group is each of its registers) and whether
/// the access covers them whole (every component or half).
fn registers(r: &Resource) -> (Vec<Reg>, bool) {
    match *r {
        Resource::Reg {
            file,
            index,
            count,
            mask,
        } => {
            let whole = mask == Resource::FULL || mask == 0b1111;
            (
                (0..count as u16)
                    .map(|k| (prefix(file), index + k))
                    .collect(),
                whole,
            )
        }
        _ => (Vec::new(), false),
    }
}

fn names(set: &BTreeSet<Reg>) -> String {
    let v: Vec<String> = set.iter().map(|(p, n)| format!("{p}{n}")).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(" ")
    }
}

/// One listed instruction.
struct Row {
    at: usize,
    text: String,
    reads: BTreeSet<Reg>,
    writes: BTreeSet<Reg>,
    /// The written registers the write covers whole (what liveness kills).
    kills: BTreeSet<Reg>,
    branch: bool,
}

/// The dependency listing of `bytes` for `target`: `OFFSET: text ; reads …; writes …;
/// live …` per instruction (live: the general, address and condition registers read
/// later before being written again; after a branch, every one the program reads).
/// `extra(i)` adds notes to instruction `i`. Returns how many instructions did not
/// decode.
pub fn write<I: Isa>(
    bytes: &[u8],
    target: I::Target,
    extra: &dyn Fn(usize) -> String,
    out: &mut dyn Write,
) -> Result<usize, std::fmt::Error>
where
    I::Insn: Display,
{
    let mut rows = Vec::new();
    let mut bad = 0;
    for (at, r) in Stream::<I>::new(bytes, target) {
        let Ok(insn) = r else {
            bad += 1;
            continue;
        };
        let a = accesses::<I, 64>(insn, target);
        let mut row = Row {
            at,
            text: insn.to_string(),
            reads: BTreeSet::new(),
            writes: BTreeSet::new(),
            kills: BTreeSet::new(),
            branch: false,
        };
        for x in a.iter() {
            row.branch |= matches!(x.resource, Resource::Target(_));
            let (regs, whole) = registers(&x.resource);
            for reg in regs {
                if x.rw.reads() {
                    row.reads.insert(reg);
                }
                if x.rw.writes() {
                    row.writes.insert(reg);
                    if whole && !x.rw.reads() {
                        row.kills.insert(reg);
                    }
                }
            }
        }
        rows.push(row);
    }
    // Liveness is of the registers a program writes: general, address and condition.
    let writable = |r: &Reg| matches!(r.0, "r" | "a" | "c");
    for row in &mut rows {
        row.kills.retain(writable);
    }
    let everything: BTreeSet<Reg> = rows
        .iter()
        .flat_map(|r| r.reads.iter().copied())
        .filter(writable)
        .collect();
    let mut live_out = vec![BTreeSet::new(); rows.len()];
    let mut live = BTreeSet::new();
    for (i, row) in rows.iter().enumerate().rev() {
        if row.branch {
            live = everything.clone();
        }
        live_out[i] = live.clone();
        live.retain(|r| !row.kills.contains(r));
        live.extend(row.reads.iter().copied().filter(writable));
    }
    for (i, row) in rows.iter().enumerate() {
        writeln!(
            out,
            "{:08x}: {} ; reads {}; writes {}; live {}{}",
            row.at,
            row.text,
            names(&row.reads),
            names(&row.writes),
            names(&live_out[i]),
            extra(i)
        )?;
    }
    Ok(bad)
}
