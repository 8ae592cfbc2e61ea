#!/usr/bin/env python3
"""Writes a user crate with one `define_isa!` table of N forms, for scripts/scale.sh.

    python3 scripts/scale_table.py --forms N --layout single|parts --out DIR
                                   --isadef PATH [--seed S] [--name CRATE]
                                   [--one-bucket]

The table is a 32-bit instruction set whose content depends only on N and the seed (the
layout changes where the classes are written, not what they are):

* classes of 1-8 forms with 2-4 operands each (registers `Reg`, predicates `Pred`, an
  immediate `Imm`, and in a few branching classes a code target `Offset`), some of them
  parametrised over a source's type (`<Reg>` / `<Imm>` forms sharing a mnemonic);
* modifiers from ISA-wide enums (rounding, size, comparison, cache policy), flags, and
  enums of a class's own;
* a primary opcode `OP` (the decode key) just wide enough for the classes, and a 3-bit
  secondary opcode `SUB`: classes are packed into opcodes, so a key's bucket holds the
  forms of one class or of several; every form fixes a distinct (`OP`, `SUB`) pair, so no
  two forms match the same word. With `--one-bucket`, every form has `OP` 0 and `SUB`
  is wide enough for N forms: the decode index's one used bucket holds them all.

Layouts: `single` writes the classes in the table's `classes { ... }`; `parts` writes
them in parts of 256 forms (`isa_classes!`, one file each, included before the table)
that the table names with `classes in [...]`.

The crate's `main.rs` round-trips every form: words with random operand and modifier
values (from `FORMS`), decoded, printed, assembled back and encoded.
"""

import argparse
import itertools
import math
import os
import random

PART_FORMS = 256

# Operand types: name, width, doc, text prefix, largest value.
REG_W, PRED_W, IMM_W, OFF_W = 4, 2, 6, 10

# ISA-wide enums: name, width, doc, values (variant, text, default?), extra.
ISA_ENUMS = [
    ("Round", 2, "Rounding mode.", [("Rn", ".rn", True), ("Rz", ".rz", False),
                                    ("Rm", ".rm", False), ("Rp", ".rp", False)], ""),
    ("Size", 2, "Operation size.", [("B32", "", False), ("B8", ".b8", False),
                                    ("B16", ".b16", False), ("B64", ".b64", False)], ""),
    ("Cmp", 3, "Comparison.", [("Never", ".never", False), ("Lt", ".lt", False),
                               ("Eq", ".eq", False), ("Le", ".le", False),
                               ("Gt", ".gt", False), ("Ne", ".ne", False),
                               ("Ge", ".ge", False), ("Always", ".always", False)], ""),
    ("Cache", 2, "Cache policy; the value the list leaves out prints `.reserved`.",
     [("Keep", "", False), ("Stream", ".stream", False), ("Evict", ".evict", False)],
     ', others ".reserved"'),
]

# Texts of a class's own enum (one set per enum, the first value its default).
CLASS_ENUM_TEXTS = [
    [".lo", ".hi", ".mid"],
    [".x", ".y", ".z", ".w"],
    [".fast", ".exact"],
    [".add", ".min", ".max", ".inc"],
    [".and", ".or", ".xor"],
    [".s8", ".s16", ".u8", ".u16"],
    [".even", ".odd"],
    [".near", ".far", ".wrap"],
]

FLAGS = [("sat", ".sat"), ("neg", ".neg"), ("abs", ".abs"), ("ftz", ".ftz")]

# Class kinds: base mnemonics and a brief per base.
ALU = [("add", "Integer add"), ("sub", "Integer subtract"), ("mul", "Multiply"),
       ("mad", "Multiply-add"), ("min", "Minimum"), ("max", "Maximum"),
       ("and", "Bitwise and"), ("or", "Bitwise or"), ("xor", "Bitwise exclusive or"),
       ("shl", "Shift left"), ("shr", "Shift right"), ("fadd", "Floating-point add"),
       ("fmul", "Floating-point multiply"), ("ffma", "Fused multiply-add"),
       ("cvt", "Convert"), ("sel", "Select"), ("mov", "Move"), ("rcp", "Reciprocal"),
       ("popc", "Population count"), ("clz", "Count leading zeros")]
MEM = [("ld", "Load"), ("st", "Store"), ("atom", "Atomic operation"),
       ("lds", "Shared-memory load"), ("sts", "Shared-memory store"), ("tex", "Texture fetch")]
CMP = [("cmp", "Compare"), ("fcmp", "Floating-point compare"), ("setp", "Set predicate")]
BRANCH = [("bra", "Branch"), ("call", "Call"), ("brx", "Indexed branch"), ("jmp", "Jump")]

FORM_SUFFIXES = ["", "u", "s", "h", "w", "x", "c", "l"]
SIZE_WEIGHTS = [(1, 25), (2, 20), (3, 12), (4, 15), (5, 8), (6, 7), (7, 5), (8, 8)]


def camel(name):
    return "".join(p[:1].upper() + p[1:] for p in name.split("_") if p)


def variant(text):
    return camel(text.strip(".")) or "None"


def class_sizes(rng, n):
    """Forms per class: 1-8, never across a 256-form boundary (so the parts layout holds
    exactly the same classes)."""
    sizes, total = [], 0
    values = [s for s, _ in SIZE_WEIGHTS]
    weights = [w for _, w in SIZE_WEIGHTS]
    while total < n:
        s = rng.choices(values, weights)[0]
        room = min(n - total, PART_FORMS - total % PART_FORMS)
        s = min(s, room)
        sizes.append(s)
        total += s
    return sizes


def pack(sizes):
    """Primary opcode and first secondary opcode of each class: first fit into 8 slots."""
    places, op, used = [], 0, 0
    for s in sizes:
        if used + s > 8:
            op, used = op + 1, 0
        places.append((op, used))
        used += s
    return places, op + 1


class Layout:
    """Bits of one class, allocated upward from the first bit after the fixed fields."""

    def __init__(self, base):
        self.at = base

    def room(self):
        return 32 - self.at

    def take(self, width):
        lo = self.at
        self.at += width
        return f"[{lo}..{lo + width}]"


def make_class(rng, index, size, op, sub0, base):
    kind = rng.choices(["alu", "mem", "cmp", "branch"], [70, 14, 12, 4])[0]
    pool = {"alu": ALU, "mem": MEM, "cmp": CMP, "branch": BRANCH}[kind]
    mnem, brief = rng.choice(pool)
    name = f"{mnem}{index}"
    unit = {"alu": "Alu", "mem": "Memory", "cmp": "Alu", "branch": "Control"}[kind]
    lay = Layout(base)
    param = kind == "alu" and size >= 2 and rng.random() < 0.2

    # Operands: (name, type, field or None for the kind's own).
    if kind == "branch":
        ops = [("cond", "Pred", lay.take(PRED_W)), ("target", "Offset", lay.take(OFF_W))]
        if rng.random() < 0.4:
            ops.append(("link", "Reg", lay.take(REG_W)))
    elif kind == "mem":
        lay.take(REG_W)
        ops = [("dst", "Reg", None), ("addr", "Reg", lay.take(REG_W))]
        if rng.random() < 0.6:
            ops.append(("offset", "Imm", lay.take(IMM_W)))
    elif kind == "cmp":
        ops = [("dst", "Pred", lay.take(PRED_W)), ("a", "Reg", lay.take(REG_W)),
               ("b", "Reg", lay.take(REG_W))]
        if rng.random() < 0.4:
            ops.append(("pin", "Pred", lay.take(PRED_W)))
    else:
        lay.take(REG_W)
        ops = [("dst", "Reg", None)]
        srcs = ["a", "b", "c"][: rng.choice([1, 2, 2, 3])]
        # The last source of a parametrised class is a register or an immediate: the
        # wider of the two.
        last_w = max(REG_W, IMM_W) if param else REG_W
        while len(srcs) > 1 and REG_W * (len(srcs) - 1) + last_w > lay.room():
            srcs.pop()
        for k, src in enumerate(srcs):
            last = k == len(srcs) - 1
            ops.append((src, "S" if param and last else "Reg", lay.take(last_w if last else REG_W)))
        if not param and len(ops) < 4 and lay.room() >= IMM_W and rng.random() < 0.3:
            ops.append(("imm", "Imm", lay.take(IMM_W)))
    assert 2 <= len(ops) <= 4 and lay.room() >= 0, (name, ops, lay.at)

    # Modifiers, while they fit.
    cands = {"alu": ["Round", "flag", "flag", "own", "Size"],
             "mem": ["Cache", "Size", "own"],
             "cmp": ["Cmp", "own", "Size", "flag"],
             "branch": ["own", "flag"]}[kind]
    rng.shuffle(cands)
    want = rng.choice([0, 1, 1, 2, 2, 3])
    mods, own_enum, flags = [], None, list(FLAGS)
    rng.shuffle(flags)
    widths = {e[0]: e[1] for e in ISA_ENUMS}
    for c in cands:
        if len(mods) == want:
            break
        if c == "flag":
            if lay.room() >= 1 and flags:
                fname, ftext = flags.pop()
                mods.append(f'{fname}: bool @ {lay.take(1)} = "{ftext}"')
        elif c == "own":
            texts = rng.choice(CLASS_ENUM_TEXTS)
            width = 2 if len(texts) <= 4 else 3
            if lay.room() >= width and own_enum is None:
                ename = f"{camel(name)}Mode"
                values = [(variant(t), t, i == 0) for i, t in enumerate(texts)]
                own_enum = (ename, width, f"Modes of `{name}`.", values, "")
                mods.append(f"mode: {ename} @ {lay.take(width)}")
        else:
            if lay.room() >= widths[c]:
                mods.append(f"{c.lower()}: {c} @ {lay.take(widths[c])}")

    # Forms: (name, mnemonic or None, type argument or None).
    forms = []
    if param:
        for k in range(size):
            reg = f"{name}{FORM_SUFFIXES[k // 2]}"
            forms.append((reg, None, "Reg") if k % 2 == 0 else (reg + "i", reg, "Imm"))
    else:
        forms = [(f"{name}{FORM_SUFFIXES[k]}", None, None) for k in range(size)]

    lines = [f"/// {brief} (class {index}).",
             f"class {name}{'<S>' if param else ''} {{",
             f"    attribute: Unit::{unit},"]
    if mods:
        lines.append(f"    mods [{', '.join(mods)}]")
    ops_text = ", ".join(f"{o}: {t}" + (f" @ {f}" if f else "") for o, t, f in ops)
    lines.append(f"    operands [{ops_text}]")
    lines.append("    forms {")
    for k, (fname, mn, arg) in enumerate(forms):
        text = fname
        if mn:
            text += f' ("{mn}")'
        text += f" = {op}"
        if rng.random() < 0.5:
            text += f' "{brief}, variant {k}."'
        text += f" {{ SUB = {sub0 + k} }}"
        if arg:
            text += f" <{arg}>"
        lines.append(f"        {text};")
    lines.append("    }")
    lines.append("}")
    return lines, own_enum


def enum_text(e):
    ename, width, doc, values, extra = e
    vals = ", ".join(f'{v} = {i} => {"default " if d else ""}"{t}"'
                     for i, (v, t, d) in enumerate(values))
    return [f"/// {doc}", f"enum {ename}: {width}{extra} {{ {vals} }}"]


def indent(lines, n):
    pad = " " * n
    return [pad + l if l else l for l in lines]


OPERANDS_RS = r'''
/// Which unit executes an instruction (the table's per-class attribute).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Arithmetic.
    Alu,
    /// Loads and stores.
    Memory,
    /// Branches.
    Control,
}

isadef::operand_type! {
    /// A register `r0`..`r15`.
    pub struct Reg(pub u8): 4;
    /// A predicate `p0`..`p3`.
    pub struct Pred(pub u8): 2;
    /// An immediate `#0`..`#63`.
    pub struct Imm(pub u8): 6;
    /// A branch offset, in instructions from the next one.
    pub struct Offset(pub u16): 10;
}

impl isadef::isa::Operand for Reg {
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str("r")?;
        out.write_u128(raw)
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'r', "expected a register")?;
        cur.uint(15, "register out of range")
    }
}

impl isadef::isa::Operand for Pred {
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str("p")?;
        out.write_u128(raw)
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'p', "expected a predicate")?;
        cur.uint(3, "predicate out of range")
    }
}

impl isadef::isa::Operand for Imm {
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str("#")?;
        out.write_u128(raw)
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'#', "expected an immediate")?;
        cur.uint(63, "immediate out of range")
    }
}

impl isadef::isa::Operand for Offset {
    /// Prints `@<n>`, signed (two's complement in 10 bits).
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str("@")?;
        out.write_i128(if raw >= 512 { raw as i128 - 1024 } else { raw as i128 })
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'@', "expected a branch offset")?;
        let negative = cur.eat(b'-');
        let n = cur.uint(if negative { 512 } else { 511 }, "offset out of range")?;
        Ok(if negative { (1024 - n) & 1023 } else { n })
    }
}
'''

MAIN_RS = r'''//! Round trip of every form of the generated table: words with random operand and
//! modifier values decode to the form, print, assemble back and encode to the same word.

use %(crate)s::{table::FORMS, Insn};

/// A small deterministic generator (xorshift64*), so that runs are comparable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// One word of form `f` with random operand and modifier values.
fn word_of(f: &isadef::form::FormInfo<%(crate)s::table::Kind>, rng: &mut Rng) -> u32 {
    let mut w = f.bits;
    for op in f.operands {
        if op.kind.is_some() {
            let width = op.width.min(op.field.width());
            w = op.field.insert(w, u128::from(rng.next()) & isadef::bits::low_mask(width));
        }
    }
    for m in f.mods {
        // A value whose text names it alone: an unnamed value, or one of several sharing
        // a text (`others`), does not assemble back to itself.
        let named: Vec<usize> = (0..m.names.len())
            .filter(|&v| match m.names[v] {
                Some(t) => m.names.iter().filter(|n| **n == Some(t)).count() == 1,
                None => false,
            })
            .collect();
        let v = named[rng.next() as usize %% named.len()];
        w = m.field.insert(w, v as u128);
    }
    w as u32
}

fn main() {
    let per_form: usize = std::env::args().nth(1).map_or(4, |s| s.parse().unwrap());
    let mut rng = Rng(%(seed)d);
    let (mut checked, mut failed) = (0usize, 0usize);
    for (i, f) in FORMS.iter().enumerate() {
        for _ in 0..per_form {
            let word = word_of(f, &mut rng);
            let problem = match Insn::decode(word) {
                Err(e) => Some(format!("does not decode: {e}")),
                Ok(insn) if insn.form().index() != i || insn.bits() != word => {
                    Some(format!("decodes as {} {:#010x}", insn.form().name(), insn.bits()))
                }
                Ok(insn) => {
                    let text = insn.to_string();
                    let mut bytes = [0u8; 4];
                    let encoded = insn.encode_le(&mut bytes).map(|_| u32::from_le_bytes(bytes));
                    match (Insn::assemble(&text), encoded.map(Insn::decode)) {
                        (Ok(a), Ok(Ok(d))) if a == insn && d == insn => None,
                        (a, d) => Some(format!("`{text}` assembles to {a:?}, re-decodes to {d:?}")),
                    }
                }
            };
            checked += 1;
            if let Some(p) = problem {
                failed += 1;
                if failed <= 20 {
                    eprintln!("form {} word {word:#010x}: {p}", f.name);
                }
            }
        }
    }
    println!("round trip: {checked} words of {} forms, {failed} failed", FORMS.len());
    if failed > 0 {
        std::process::exit(1);
    }
}
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--forms", type=int, required=True)
    ap.add_argument("--layout", choices=["single", "parts"], default="single")
    ap.add_argument("--out", required=True)
    ap.add_argument("--isadef", required=True, help="path of the isadef repository")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--name", help="crate name (default scale_<forms>_<layout>)")
    ap.add_argument("--one-bucket", action="store_true",
                    help="one primary opcode for every form and a secondary opcode wide"
                    " enough for all: the decode index has one bucket of N forms")
    args = ap.parse_args()
    n = args.forms
    if n < 1:
        ap.error("--forms must be at least 1")
    crate = args.name or f"scale_{n}_{args.layout}"

    rng = random.Random(f"isadef-scale-{args.seed}-{n}")
    sizes = class_sizes(rng, n)
    places, ops = pack(sizes)
    sub = 3
    if args.one_bucket:
        sub = max(3, math.ceil(math.log2(n)))
        places = [(0, start - size) for size, start in zip(sizes, itertools.accumulate(sizes))]
        ops = 1
    key = max(1, math.ceil(math.log2(ops)))
    base = key + sub + 1
    if 32 - base < 16:
        raise SystemExit(f"{n} forms need a {key}-bit opcode: too little room in 32 bits")

    classes, own_enums = [], []
    for i, (size, (op, sub0)) in enumerate(zip(sizes, places)):
        lines, own = make_class(rng, i, size, op, sub0, base)
        classes.append((size, lines))
        if own:
            own_enums.append(own)

    enums = []
    for e in ISA_ENUMS + own_enums:
        enums += enum_text(e)

    header = [
        f"/// A generated instruction set: {n} forms in {len(classes)} classes"
        f" (seed {args.seed}).",
        "isa Scale {",
        '    name: "scale", word: u32, bits: 32, key: OP, placeholder: "",',
        "    comment: b';', separator: Some(b','), attribute: Unit,",
        "    prelude: { Reg, Pred, Imm, Offset, Unit },",
        "}",
        "// Every class ends with the `.wait` flag.",
        'every class { mods [wait: bool @ WAIT = ".wait"] }',
        "fields {",
        "    /// Primary opcode (the decode key).",
        f"    OP = [0..{key}];",
        "    /// Secondary opcode.",
        f"    SUB = [{key}..{key + sub}];",
        "    /// Wait for the previous instruction.",
        f"    WAIT = [{key + sub}..{base}];",
        "    /// Destination register.",
        f"    DST = [{base}..{base + REG_W}];",
        "}",
        "enums {",
        *indent(enums, 4),
        "}",
        "// A register sits in `DST` unless its class says otherwise; `Offset` is a code target.",
        "operands [Reg @ DST, Pred, Imm, Offset = relative(4)]",
    ]

    src = os.path.join(args.out, "src")
    os.makedirs(src, exist_ok=True)
    for old in os.listdir(src):
        if old.startswith("part_") and old.endswith(".rs"):
            os.remove(os.path.join(src, old))

    lib = [
        f"//! A generated `define_isa!` table of {n} forms ({args.layout} layout), for",
        "//! measuring how the macro scales with a table's size.",
        "",
        "use core::fmt::{self, Write};",
        "use isadef::{",
        "    error::AsmError,",
        "    text::{Cursor, Sink},",
        "};",
        OPERANDS_RS,
    ]
    if args.layout == "single":
        body = []
        for _, lines in classes:
            body += lines
        lib += ["isadef::define_isa! {", *indent(header, 4), "    classes {",
                *indent(body, 8), "    }", "}"]
    else:
        parts, cur, count = [], [], 0
        for size, lines in classes:
            cur += lines
            count += size
            if count % PART_FORMS == 0:
                parts.append(cur)
                cur = []
        if cur:
            parts.append(cur)
        names = [f"part_{i:03}" for i in range(len(parts))]
        lib.append("// The classes, in parts of 256 forms.")
        for pname, body in zip(names, parts):
            with open(os.path.join(src, pname + ".rs"), "w") as fh:
                fh.write("\n".join([f"isadef::isa_classes! {{ {pname} {{",
                                    *indent(body, 4), "} }", ""]))
            lib.append(f'include!("{pname}.rs");')
        lib += ["", "isadef::define_isa! {", *indent(header, 4),
                f"    classes in [{', '.join(names)}];", "}"]
    with open(os.path.join(src, "lib.rs"), "w") as fh:
        fh.write("\n".join(lib) + "\n")
    with open(os.path.join(src, "main.rs"), "w") as fh:
        fh.write(MAIN_RS % {"crate": crate, "seed": 0x9E3779B97F4A7C15 ^ args.seed})
    with open(os.path.join(args.out, "Cargo.toml"), "w") as fh:
        fh.write(f'''[package]
name = "{crate}"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
isadef = {{ path = "{args.isadef}", default-features = false }}

[workspace]
''')
    print(f"{crate}: {n} forms, {len(classes)} classes, {ops} opcodes ({key}-bit key), "
          f"{len(own_enums)} class enums")


if __name__ == "__main__":
    main()
