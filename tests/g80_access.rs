//! G80 `Insn::accesses()` against envydis's text of every row of the synthetic and decuda
//! vectors (`tests/data/g80`), with the operand roles of envydis's token templates: the
//! first operand after the names is the destination (written), a `$c` just before it
//! too (CDST), everything else is read; a predicate `(cond $cN)` and the registers of a
//! sub-instruction are read; a store writes its memory, a reduction or atomic modifies
//! it; an address register in memory is read (and written by `++`); a branch's number
//! is its target, and `bar`'s first number the barrier it arrives at and waits on.

mod common;

use isadef::access::{File, Resource, Rw, Space};
use isadef::g80::{Insn, Target};

type Item = (Resource, Rw);

fn reg(file: File, index: u16, count: u8, mask: u8) -> Resource {
    Resource::Reg {
        file,
        index,
        count,
        mask,
    }
}

/// A register token (`$r3`, `$r3h`, `$r4d`, `$a1`, `$c0`, `$t2`, `$s0`, `$sr8`,
/// `$physid`).
fn register(tok: &str) -> Option<Resource> {
    let t = tok.strip_prefix('$')?;
    let letters = t.find(|c: char| c.is_ascii_digit()).unwrap_or(t.len());
    let (prefix, rest) = t.split_at(letters);
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let n: u16 = rest[..digits].parse().ok().unwrap_or(0);
    let suffix = &rest[digits..];
    let full = isadef::access::Resource::FULL;
    Some(match (prefix, suffix) {
        ("r", "") => reg(File::Gpr, n, 1, full),
        ("r", "l") => reg(File::Gpr, n, 1, 1),
        ("r", "h") => reg(File::Gpr, n, 1, 2),
        ("r", "d") => reg(File::Gpr, n, 2, full),
        ("r", "q") => reg(File::Gpr, n, 4, full),
        ("a", "") => reg(File::Addr, n, 1, full),
        ("c", "") => reg(File::Cond, n, 1, full),
        ("t", "") => reg(File::Texture, n, 1, full),
        ("s", "") => reg(File::Sampler, n, 1, full),
        ("sr", "") => reg(File::Special, n, 1, full),
        ("physid", "") => reg(File::Special, 0, 1, full),
        ("clock", "") => reg(File::Special, 1, 1, full),
        ("vstride", "") => reg(File::Special, 3, 1, full),
        ("pm", "") => reg(File::Special, 4 + n, 1, full),
        ("sampleid", "") => reg(File::Special, 8, 1, full),
        _ => return None,
    })
}

/// A vector token (`$r0:$r1:#:#`): consecutive registers from the first kept lane.
fn vector(tok: &str) -> Option<Vec<Resource>> {
    let kept: Vec<_> = tok.split(':').filter(|l| *l != "#").collect();
    let Some(first) = kept.first() else {
        return Some(Vec::new());
    };
    let Resource::Reg { index, .. } = register(first)? else {
        return None;
    };
    Some(vec![reg(
        File::Gpr,
        index,
        kept.len() as u8,
        Resource::FULL,
    )])
}

/// A memory token (`s[$a1+0x4]`, `g14[$r1]`, `c1[0x0++0x4]`): the space, then the
/// registers inside with their directions.
fn memory(tok: &str, rw: Rw, out: &mut Vec<Item>) -> Option<()> {
    let open = tok.find('[')?;
    let (name, inner) = (&tok[..open], tok[open + 1..].strip_suffix(']')?);
    let letters = name
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(name.len());
    let idx: u8 = name[letters..].parse().unwrap_or(0);
    let space = match &name[..letters] {
        "g" => Space::Global(idx),
        "c" => Space::Const(idx),
        "s" => Space::Shared,
        "l" => Space::Local,
        "a" | "v" => Space::Attr,
        "o" => Space::Output,
        "p" => Space::Other(b'p'),
        _ => return None,
    };
    out.push((Resource::Mem(space), rw));
    if let Some(r) = inner.split(['+']).next().filter(|s| s.starts_with('$')) {
        let a = register(r)?;
        out.push((
            a,
            if inner.contains("++") {
                Rw::ReadWrite
            } else {
                Rw::Read
            },
        ));
    }
    Some(())
}

const BRANCHES: [&str; 5] = ["bra", "call", "breakaddr", "joinat", "preret"];
const REDOPS: [&str; 8] = ["add", "inc", "dec", "max", "min", "and", "or", "xor"];

/// The accesses envydis's text shows, or `None` for a token this reader does not know.
fn expected(text: &str) -> Option<Vec<Item>> {
    let text = text.split(" [").next().unwrap();
    let mut out = Vec::new();
    let (mut depth, mut operand, mut mnemonic, mut names) = (0usize, 0usize, "", Vec::new());
    let mut first_is_c = false;
    for raw in text.split_whitespace() {
        let opens = raw.len() - raw.trim_start_matches('(').len();
        let tok = raw.trim_start_matches('(');
        let closes = tok.len() - tok.trim_end_matches(')').len();
        let tok = tok.trim_end_matches(')');
        depth += opens;
        let inside = depth > 0;
        let is_name =
            tok.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && !tok.contains('[');
        if is_name {
            if !inside && mnemonic.is_empty() && matches!(tok, "exit" | "join") {
                // The flow, before everything.
            } else if !inside && mnemonic.is_empty() {
                mnemonic = tok;
            } else if !inside {
                names.push(tok);
            }
        } else if tok.starts_with("0x") || tok.starts_with("-0x") {
            // A number holds an operand's place (`shl 0x0 $r2 0x8` writes `$a0`, the
            // constant zero).
            if !inside {
                operand += 1;
            }
            if !inside && BRANCHES.contains(&mnemonic) {
                let v = i64::from_str_radix(tok.trim_start_matches("0x"), 16).ok()?;
                out.push((Resource::Target((v / 4) as i32), Rw::Read));
            }
            // `bar`'s first number is the barrier it arrives at and waits on.
            if !inside && mnemonic == "bar" && operand == 1 {
                let n = u16::from_str_radix(tok.trim_start_matches("0x"), 16).ok()?;
                out.push((reg(File::Barrier, n, 1, Resource::FULL), Rw::ReadWrite));
            }
        } else if inside {
            // A predicate or a sub-instruction: every register is read.
            if tok.contains('[') {
                memory(tok, Rw::Read, &mut out)?;
            } else {
                out.push((register(tok)?, Rw::Read));
            }
        } else {
            let atomic = (mnemonic == "ld" && names.first().is_some_and(|n| REDOPS.contains(n)))
                || matches!(mnemonic, "exch" | "cas");
            let rw = match operand {
                _ if BRANCHES.contains(&mnemonic) || mnemonic == "vote" && operand > 0 => Rw::Read,
                0 if mnemonic == "red" => Rw::ReadWrite,
                0 => Rw::Write,
                1 if atomic => Rw::ReadWrite,
                1 if first_is_c && mnemonic != "mov" && mnemonic != "red" => Rw::Write,
                _ => Rw::Read,
            };
            if operand == 0 {
                first_is_c = tok.starts_with("$c");
            }
            operand += 1;
            if tok.contains('[') {
                memory(tok, rw, &mut out)?;
            } else if tok.contains(':') {
                out.extend(vector(tok)?.into_iter().map(|r| (r, rw)));
            } else if tok != "#" {
                out.push((register(tok)?, rw));
            }
        }
        depth -= closes;
    }
    Some(out)
}

/// The accesses with a register both read and written as one read-write (an operand
/// printed twice is reported once, read and written).
fn merged(items: &[Item]) -> Vec<Item> {
    let mut out: Vec<Item> = Vec::new();
    for &(r, rw) in items {
        match out
            .iter_mut()
            .find(|(o, orw)| *o == r && *orw != rw && *orw != Rw::ReadWrite)
        {
            Some(o) if rw != Rw::ReadWrite => o.1 = Rw::ReadWrite,
            _ => out.push((r, rw)),
        }
    }
    out
}

fn same(want: Vec<Item>, got: &[Item]) -> bool {
    let (mut want, got) = (merged(&want), merged(got));
    for g in &got {
        match want.iter().position(|w| w == g) {
            Some(i) => drop(want.remove(i)),
            None => return false,
        }
    }
    want.is_empty()
}

fn words(field: &str) -> u64 {
    field
        .split_whitespace()
        .enumerate()
        .map(|(i, w)| u64::from(u32::from_str_radix(w, 16).unwrap()) << (32 * i))
        .sum()
}

/// Checks one file's rows; returns (matched, compared, skipped for `???`).
fn check(file: &str, rows: impl Fn(&[&str]) -> (Target, u64, String)) -> (usize, usize, usize) {
    let dir = common::vectors_dir("g80");
    let (mut ok, mut total, mut unknown) = (0, 0, 0);
    let mut shown = 0;
    for (line, l) in common::vector_lines(&dir.join(file)) {
        let cols: Vec<&str> = l.split('\t').collect();
        let (target, word, text) = rows(&cols);
        if text.contains("???") || text.contains("[incomplete]") {
            unknown += 1;
            continue;
        }
        total += 1;
        let insn = Insn::decode_in(word, target).unwrap();
        let got: Vec<Item> = insn
            .accesses_in(target)
            .iter()
            .map(|a| (a.resource, a.rw))
            .collect();
        let want = expected(&text);
        match want {
            Some(w) if same(w.clone(), &got) => ok += 1,
            w => {
                if shown < 12 {
                    eprintln!("{file}:{line} {text}\n  want {w:?}\n  got  {got:?}");
                }
                shown += 1;
            }
        }
    }
    eprintln!("{file}: {ok} / {total} ({unknown} rows print `???`)");
    (ok, total, unknown)
}

#[test]
fn accesses_follow_envydis_roles() {
    let (ok, total, _) = check("envydis_f102b823_synthetic.tsv", |c| {
        (common::g80_combos(c[3])[0], words(c[2]), c[4].to_string())
    });
    let (ok2, total2, _) = check("decuda_c30bd179_cubins_sm10.tsv", |c| {
        (
            common::g80_target("g80", "cp"),
            words(c[3]),
            c[4].to_string(),
        )
    });
    assert_eq!((ok, ok2), (total, total2));
}
