//! Markdown pages of every encoding class, drawn from the `FORMS` tables: shared by the
//! `isadoc` example (which writes `docs/<isa>.md`) and `tests/isadoc.rs` (which checks
//! that the committed pages are current).
//!
//! Everything here reads the const descriptors (`FormInfo`, `ModDesc`, `OperandDesc`,
//! `Field`) only; the names of fixed fields come from each table's `fields` module.
#![allow(dead_code)]

use isadef::bits::Field;
use isadef::form::{Fallback, FormInfo, Gate, Item, ModDesc};
use std::collections::BTreeMap;
use std::fmt::{Debug, Write};

/// What a page needs to know about one instruction set besides its forms.
pub struct Spec<K: 'static> {
    /// Short name, also the page's file name (`docs/<name>.md`).
    pub name: &'static str,
    /// Page title.
    pub title: &'static str,
    /// Paragraphs under the title (Markdown).
    pub intro: &'static str,
    /// Every form, in table order.
    pub forms: &'static [FormInfo<K>],
    /// The decode key field and what the page calls it.
    pub key: (&'static str, Field),
    /// Named fields of the table, used to label fixed bits (the first one whose bits some
    /// form of the class fixes, none of them an operand's or modifier's, wins).
    pub named: &'static [(&'static str, Field)],
    /// Bytes of a form, from its fixed bits.
    pub length_of: fn(u128) -> usize,
    /// Text of a class's `attribute`, given one of its forms' names (empty: none).
    pub attribute: fn(&str) -> String,
    /// Text of a target gate (empty: always).
    pub gate: fn(Gate) -> String,
}

/// The three pages: `(file name, Markdown text)`.
pub fn pages() -> Vec<(&'static str, String)> {
    vec![
        ("vivante.md", page(&vivante_spec())),
        ("valhall.md", page(&valhall_spec())),
        ("g80.md", page(&g80_spec())),
    ]
}

fn no_attribute(_: &str) -> String {
    String::new()
}

fn no_gate(g: Gate) -> String {
    if g == Gate::ALWAYS {
        String::new()
    } else {
        format!("{g:?}")
    }
}

/// The Vivante page's description.
pub fn vivante_spec() -> Spec<isadef::vivante::table::Kind> {
    use isadef::vivante::table::fields::*;
    Spec {
        name: "vivante",
        title: "Vivante GC (etnaviv) encodings",
        intro: "128-bit instructions: four little-endian 32-bit words w0..w3, w0 first in \
memory. Table bit *n* is bit *n* mod 32 of word w(*n* / 32). The decode key is the \
7-bit opcode (`w0[5:0]`, bit 6 in `w2[16]`).",
        forms: &isadef::vivante::table::FORMS,
        key: ("OPCODE", OPCODE),
        named: &[
            ("OPCODE", OPCODE),
            ("COND", COND),
            ("SAT", SAT),
            ("DST", DST),
            ("UNK", UNK),
            ("TEX_ID_HI", TEX_ID_HI),
            ("RMODE", RMODE),
            ("PMODE", PMODE),
            ("LEFT_SHIFT", LEFT_SHIFT),
            ("W1_6", W1_6),
            ("SKPHP", SKPHP),
            ("LOCAL", LOCAL),
            ("W1_9", W1_9),
            ("DENORM", DENORM),
            ("SRC0_USE", SRC0_USE),
            ("SRC0", SRC0),
            ("TYPE", TYPE),
            ("SRC1_USE", SRC1_USE),
            ("SRC1", SRC1),
            ("CF_SRC2_LO", CF_SRC2_LO),
            ("SRC2_USE", SRC2_USE),
            ("SRC2", SRC2),
            ("THREAD", THREAD),
            ("DST_FULL", DST_FULL),
            ("TARGET", TARGET),
            ("CF_W3_HI", CF_W3_HI),
            ("W1_SWIZ", W1_SWIZ),
        ],
        length_of: isadef::vivante::table::length_of,
        attribute: no_attribute,
        gate: no_gate,
    }
}

fn valhall_unit(form: &str) -> String {
    use isadef::valhall::Form;
    match Form::ALL.iter().find(|f| f.name() == form) {
        Some(f) => format!("unit {}", f.attribute().name()),
        None => String::new(),
    }
}

/// The Valhall page's description.
pub fn valhall_spec() -> Spec<isadef::valhall::table::Kind> {
    use isadef::valhall::table::fields::*;
    Spec {
        name: "valhall",
        title: "Arm Mali Valhall encodings",
        intro: "64-bit instructions, stored little endian: row w0 is bits 31..0, row w1 \
bits 63..32. The decode key is the primary opcode, bits 48..57 (`w1[24:16]`); most \
classes add a secondary opcode in bits their sources leave free. Sources are 8-bit slots \
with their modifier bits elsewhere in the word, so most source fields are split.",
        forms: &isadef::valhall::table::FORMS,
        key: ("OPCODE", OPCODE),
        named: &[
            ("OPCODE", OPCODE),
            ("FAU_PAGE", FAU_PAGE),
            ("FLOW", FLOW),
            ("PLACEHOLDER", PLACEHOLDER),
            ("OP2_37_2", OP2_37_2),
            ("OP2_27_3", OP2_27_3),
            ("OP2_16_5", OP2_16_5),
            ("OP2_16_4", OP2_16_4),
            ("OP2_24_4", OP2_24_4),
            ("OP2_24_2", OP2_24_2),
            ("LEFT", LEFT),
        ],
        length_of: isadef::valhall::table::length_of,
        attribute: valhall_unit,
        gate: no_gate,
    }
}

fn g80_gate(g: Gate) -> String {
    use isadef::g80::target::{Features, Modes};
    let mut parts = Vec::new();
    if g.all != 0 {
        parts.push(format!("{:?}", Features::from_bits_retain(g.all)));
    }
    if g.any != 0 {
        parts.push(format!("{:?}", Modes::from_bits_retain(g.any)));
    }
    parts.join(" ")
}

/// The G80 page's description.
pub fn g80_spec() -> Spec<isadef::g80::table::Kind> {
    use isadef::g80::table::fields::*;
    Spec {
        name: "g80",
        title: "NVIDIA G80 (NV50, Tesla) encodings",
        intro: "A stream of little-endian 32-bit words: a short instruction is one word \
(w0 bit 0 clear), a long one two (w0 bit 0 set); bits are numbered over `w0 | w1 << 32`, \
as envydis does. The decode key is the form `w0[1:0]`, the primary opcode `w0[31:28]` and \
the long secondary opcode `w1[31:29]`. Forms exist on the targets their gate allows: \
`Features(..)` must all be present in the GPU variant, one of `Modes(..)` must be the \
program type.\n\n\
Operands are envydis sub-tables: besides the field drawn, an operand may read selector \
bits the table gives to no field (memory space `w0[23]`, `w0[24]`, `w1[21]`; `$a` \
`w0[27:26]` and `w1[2]`; const space `w1[25:22]`; `o[]` destination `w1[3]`), so some \
bits drawn free (`.`) are decoded by an operand of the class.",
        forms: &isadef::g80::table::FORMS,
        key: ("KEY", KEY),
        named: &[
            ("FORM", FORM),
            ("OP", OP),
            ("OP_HI", OP_HI),
            ("OP2", OP2),
            ("OP2_HI", OP2_HI),
            ("CVT_CLASS", CVT_CLASS),
            ("FLOW", FLOW),
            ("PRED", PRED),
            ("S_M1", S_M1),
            ("S_M2", S_M2),
            ("S_M3", S_M3),
            ("S_CONST", S_CONST),
            ("S_SHARED", S_SHARED),
            ("S_INTERP", S_INTERP),
            ("W0_24", W0_24),
            ("L_M1", L_M1),
            ("L_M2", L_M2),
            ("W1_14_2", W1_14_2),
            ("W1_14", W1_14),
            ("W1_16_4", W1_16_4),
            ("W1_16_3", W1_16_3),
            ("W1_16", W1_16),
            ("W1_19", W1_19),
            ("W1_21", W1_21),
            ("W1_22_2", W1_22_2),
            ("W1_22", W1_22),
            ("W1_23", W1_23),
            ("W1_2", W1_2),
            ("W1_6", W1_6),
            ("W0_9_2", W0_9_2),
            ("W0_TEX", W0_TEX),
            ("W0_CUBE", W0_CUBE),
            ("W1_28", W1_28),
        ],
        length_of: isadef::g80::table::length_of,
        attribute: no_attribute,
        gate: g80_gate,
    }
}

// ---------------------------------------------------------------------------------------
// Bit classification

/// What one bit of a class's word is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bit {
    /// Bit `vbit` of the value of operand/modifier `field` (index into the class's list:
    /// operands first, then modifiers), piece `piece`.
    Field {
        field: usize,
        piece: usize,
        vbit: u32,
    },
    /// Not in a field: `named` is the index of the named field labelling it (if any) and
    /// its piece; `ch` is `0`/`1` (fixed alike in every form), `*` (differs between forms
    /// or fixed in some only), `x` (don't care) or `.` (free).
    Other {
        named: Option<(usize, usize)>,
        ch: char,
    },
}

struct Class<'a, K: 'static> {
    name: &'static str,
    forms: Vec<&'a FormInfo<K>>,
    rows: usize,
}

/// The fields of a class: operands with bits, then modifiers.
fn class_fields<K>(f: &FormInfo<K>) -> Vec<(&'static str, Field)> {
    let mut v: Vec<(&'static str, Field)> = f
        .operands
        .iter()
        .filter(|o| o.field.width() > 0)
        .map(|o| (o.name, o.field))
        .collect();
    v.extend(f.mods.iter().map(|m| (m.name, m.field)));
    v
}

/// Which piece of `field` holds word bit `a`, and the value bit it is.
fn locate(field: Field, a: u32) -> Option<(usize, u32)> {
    let mut off = 0u32;
    for (i, p) in field.pieces().iter().enumerate() {
        let (lo, w) = (p.lo as u32, p.width as u32);
        if a >= lo && a < lo + w {
            return Some((i, off + a - lo));
        }
        off += w;
    }
    None
}

fn classify<K>(spec: &Spec<K>, c: &Class<'_, K>) -> Vec<Bit> {
    let first = c.forms[0];
    let fields = class_fields(first);
    let field_mask: u128 = fields.iter().fold(0, |m, (_, f)| m | f.mask());
    let total = 32 * c.rows as u32;
    let all_mask = c.forms.iter().fold(u128::MAX, |m, f| m & f.mask);
    let any_mask = c.forms.iter().fold(0, |m, f| m | f.mask);
    // A named field labels bits only where some form of the class fixes all its bits.
    let usable: Vec<bool> = spec
        .named
        .iter()
        .map(|(_, f)| f.mask() & field_mask == 0 && f.end() <= total && f.mask() & !any_mask == 0)
        .collect();
    let named = spec.named;
    (0..total)
        .map(|a| {
            let bit = 1u128 << a;
            for (i, (_, f)) in fields.iter().enumerate() {
                if let Some((piece, vbit)) = locate(*f, a) {
                    return Bit::Field {
                        field: i,
                        piece,
                        vbit,
                    };
                }
            }
            let ch = if all_mask & bit != 0
                && c.forms.iter().all(|f| f.bits & bit == first.bits & bit)
            {
                if first.bits & bit != 0 {
                    '1'
                } else {
                    '0'
                }
            } else if any_mask & bit != 0 {
                '*'
            } else if first.dontcare & bit != 0 {
                'x'
            } else {
                '.'
            };
            let named = named
                .iter()
                .enumerate()
                .filter(|(i, _)| usable[*i])
                .find_map(|(i, (_, f))| locate(*f, a).map(|(p, _)| (i, p)));
            Bit::Other { named, ch }
        })
        .collect()
}

/// One box of a diagram row: word bits `hi..=lo` (row-relative), label and detail.
struct Seg {
    hi: u32,
    lo: u32,
    label: String,
    detail: String,
}

fn range(hi: u32, lo: u32) -> String {
    if hi == lo {
        format!("{hi}")
    } else {
        format!("{hi}:{lo}")
    }
}

fn segments<K>(spec: &Spec<K>, c: &Class<'_, K>, bits: &[Bit], row: usize) -> Vec<Seg> {
    let fields = class_fields(c.forms[0]);
    let named = spec.named;
    let same_group = |a: Bit, b: Bit| match (a, b) {
        (
            Bit::Field {
                field: f1,
                piece: p1,
                vbit: v1,
            },
            Bit::Field {
                field: f2,
                piece: p2,
                vbit: v2,
            },
        ) => f1 == f2 && p1 == p2 && v2 + 1 == v1,
        (
            Bit::Other {
                named: Some(n1), ..
            },
            Bit::Other {
                named: Some(n2), ..
            },
        ) => n1 == n2,
        (
            Bit::Other {
                named: None,
                ch: c1,
            },
            Bit::Other {
                named: None,
                ch: c2,
            },
        ) => {
            let kind = |c: char| match c {
                '.' => 0,
                'x' => 1,
                _ => 2,
            };
            kind(c1) == kind(c2)
        }
        _ => false,
    };
    let base = 32 * row as u32;
    let mut segs = Vec::new();
    let mut b = 31i32;
    while b >= 0 {
        let start = b as u32;
        let first = bits[(base + start) as usize];
        let mut end = start;
        while end > 0 && same_group(bits[(base + end) as usize], bits[(base + end - 1) as usize]) {
            end -= 1;
        }
        let run: Vec<Bit> = (end..=start)
            .rev()
            .map(|i| bits[(base + i) as usize])
            .collect();
        let (label, detail) = match first {
            Bit::Field { field, .. } => {
                let (name, f) = fields[field];
                let vhi = match first {
                    Bit::Field { vbit, .. } => vbit,
                    _ => 0,
                };
                let vlo = vhi - (start - end);
                let _ = f;
                (name.to_string(), format!("[{}]", range(vhi, vlo)))
            }
            Bit::Other { named: n, .. } => {
                let chars: String = run
                    .iter()
                    .map(|b| match b {
                        Bit::Other { ch, .. } => *ch,
                        _ => '?',
                    })
                    .collect();
                let label = match n {
                    Some((i, _)) => {
                        let (name, f) = named[i];
                        let (lo_p, lo_v) = locate(f, base + end).unwrap();
                        let _ = lo_p;
                        let hi_v = lo_v + (start - end);
                        if f.pieces().len() == 1 && hi_v + 1 == f.width() && lo_v == 0 {
                            name.to_string()
                        } else {
                            format!("{name}[{}]", range(hi_v, lo_v))
                        }
                    }
                    None => String::new(),
                };
                (label, chars)
            }
        };
        segs.push(Seg {
            hi: start,
            lo: end,
            label,
            detail,
        });
        b = end as i32 - 1;
    }
    segs
}

fn center(s: &str, w: usize) -> String {
    let n = s.chars().count();
    let left = (w - n) / 2;
    format!("{}{}{}", " ".repeat(left), s, " ".repeat(w - n - left))
}

/// The diagram of one row: top border with the bit ranges, label line, detail line, and
/// for the `last` row the bottom border (the next row's top border closes the others).
fn draw_row(segs: &[Seg], row: usize, last: bool, out: &mut String) {
    let widths: Vec<usize> = segs
        .iter()
        .map(|s| {
            s.label
                .len()
                .max(s.detail.chars().count())
                .max(range(s.hi, s.lo).len())
        })
        .collect();
    let mut top = String::from("    +");
    let mut label = format!("w{row:<2} |");
    let mut detail = String::from("    |");
    let mut bottom = String::from("    +");
    for (s, &w) in segs.iter().zip(&widths) {
        let r = range(s.hi, s.lo);
        top.push_str(&r);
        top.push_str(&"-".repeat(w - r.len()));
        top.push('+');
        label.push_str(&center(&s.label, w));
        label.push('|');
        detail.push_str(&center(&s.detail, w));
        detail.push('|');
        bottom.push_str(&"-".repeat(w));
        bottom.push('+');
    }
    for l in [top, label, detail] {
        out.push_str(l.trim_end());
        out.push('\n');
    }
    if last {
        out.push_str(&bottom);
        out.push('\n');
    }
}

// ---------------------------------------------------------------------------------------
// Text of fields, values, forms

/// A field as the table writes it: `[0..8, 38..40]` (low part of the value first).
fn field_text(f: Field) -> String {
    if f.width() == 0 {
        return "(no bits)".into();
    }
    let parts: Vec<String> = f
        .pieces()
        .iter()
        .map(|p| format!("{}..{}", p.lo, p.lo as u32 + p.width as u32))
        .collect();
    format!("`[{}]`", parts.join(", "))
}

fn item_text(name: Option<&str>, fallback: Fallback) -> String {
    match name {
        Some("") => "default".into(),
        Some(s) => format!("`{s}`"),
        None if fallback == Fallback::Decimal => "(number)".into(),
        None => "(unnamed)".into(),
    }
}

/// The values of a modifier, runs of equal names collapsed: `0 default · 1 .sat`.
fn values_text(m: &ModDesc) -> String {
    let n = if m.field.width() >= 16 {
        m.names.len() as u128
    } else {
        (1u128 << m.field.width()).max(m.names.len() as u128)
    };
    let item = |v: u128| m.names.get(v as usize).copied().flatten();
    let mut parts = Vec::new();
    let mut v = 0u128;
    while v < n {
        let it = item(v);
        let mut e = v;
        while e + 1 < n && item(e + 1) == it {
            e += 1;
        }
        let r = if e == v {
            format!("{v}")
        } else {
            format!("{v}..{e}")
        };
        parts.push(format!("{r} {}", item_text(it, m.fallback)));
        v = e + 1;
    }
    parts.join(" · ")
}

fn hexval(v: u128) -> String {
    format!("{v:#04x}")
}

/// The key value of a form: hex when the form fixes every key bit, else a bit pattern
/// (most significant first, `x` where the form leaves the bit open).
fn key_text<K>(key: Field, f: &FormInfo<K>) -> String {
    let m = key.get(f.mask);
    let v = key.get(f.bits);
    if m == isadef::bits::low_mask(key.width()) {
        hexval(v)
    } else {
        let s: String = (0..key.width())
            .rev()
            .map(|i| {
                if m >> i & 1 == 0 {
                    'x'
                } else if v >> i & 1 == 1 {
                    '1'
                } else {
                    '0'
                }
            })
            .collect();
        format!("`{s}`")
    }
}

fn syntax_text<K>(f: &FormInfo<K>) -> String {
    let parts: Vec<String> = f
        .syntax
        .iter()
        .map(|it| match *it {
            Item::Mnemonic => "*mnemonic*".to_string(),
            Item::Text(t) => format!("\"{t}\""),
            Item::Mod(i) => f.mods[i as usize].name.to_string(),
            Item::Operand(i) => f.operands[i as usize].name.to_string(),
        })
        .collect();
    parts.join(" ")
}

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ").trim().to_string()
}

// ---------------------------------------------------------------------------------------
// The page

/// The Markdown page of one instruction set.
pub fn page<K: Debug + Copy + 'static>(spec: &Spec<K>) -> String {
    // Classes in table order.
    let mut order: Vec<&'static str> = Vec::new();
    let mut by_class: BTreeMap<&str, Vec<&FormInfo<K>>> = BTreeMap::new();
    for f in spec.forms {
        if !by_class.contains_key(f.class) {
            order.push(f.class);
        }
        by_class.entry(f.class).or_default().push(f);
    }
    let classes: Vec<Class<'_, K>> = order
        .iter()
        .map(|name| {
            let forms = by_class[name].clone();
            let bytes = forms
                .iter()
                .map(|f| (spec.length_of)(f.bits))
                .max()
                .unwrap_or(4);
            Class {
                name,
                forms,
                rows: bytes.div_ceil(4),
            }
        })
        .collect();

    // Long value lists are written once, at the end of the page.
    let mut lists: Vec<(String, String)> = Vec::new();

    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", spec.title);
    let _ = writeln!(
        out,
        "<!-- Generated by `cargo run --example isadoc` from the `define_isa!` table; \
do not edit. `tests/isadoc.rs` checks that it is current. -->\n"
    );
    let _ = writeln!(out, "{}\n", spec.intro);
    let _ = writeln!(
        out,
        "{} classes, {} forms. Each class is a layout its forms share. Its diagram draws \
the word as rows of 32 bits (w0 first, bit 31 on the left); the top border gives each \
box's bits within the row (bit *n* of row w*k* is table bit 32·*k* + *n*). A box holds:\n\n\
- an operand's or modifier's name and the bits of its value it holds (`src0` / `[9:8]`): \
a field split over several places appears once per place;\n\
- fixed bits as `0`/`1`, under the name of the table field they belong to where the page \
knows one; `*` where the forms of the class differ (their values are in the forms \
table);\n\
- `x` for don't-care bits (decoded either way, reported when set), `.` for free bits \
(no field; decoding keeps them).\n\n\
The key column gives the decode key's value, as a bit pattern (most significant bit \
first, `x` where open) when the form fixes only part of it. Modifier values read \
`value text`; *default* is the value that prints nothing; ranges such as `4..15` are \
inclusive.\n",
        classes.len(),
        spec.forms.len()
    );

    for c in &classes {
        write_class(spec, c, &mut lists, &mut out);
    }

    if !lists.is_empty() {
        let _ = writeln!(out, "## Modifier values\n");
        for (name, text) in &lists {
            let _ = writeln!(out, "- <a id=\"values-{name}\"></a>**`{name}`**: {text}");
        }
    }
    out
}

fn write_class<K: Debug + Copy + 'static>(
    spec: &Spec<K>,
    c: &Class<'_, K>,
    lists: &mut Vec<(String, String)>,
    out: &mut String,
) {
    let first = c.forms[0];
    let bits = classify(spec, c);

    // Heading with the class attributes.
    let mut attrs = Vec::new();
    let attribute = (spec.attribute)(first.name);
    if !attribute.is_empty() {
        attrs.push(attribute);
    }
    if first.priority != 0 {
        attrs.push(format!("priority {}", first.priority));
    }
    let _ = write!(out, "## `{}`", c.name);
    if !attrs.is_empty() {
        let _ = write!(out, " ({})", attrs.join(", "));
    }
    out.push_str("\n\n");
    if !first.syntax.is_empty() {
        let _ = writeln!(out, "Printed as: {}.\n", syntax_text(first));
    }

    write_forms(spec, c, out);

    // The diagram.
    out.push_str("```text\n");
    for row in 0..c.rows {
        let segs = segments(spec, c, &bits, row);
        draw_row(&segs, row, row + 1 == c.rows, out);
    }
    out.push_str("```\n\n");

    // Operands and modifiers.
    let ops: Vec<String> = first
        .operands
        .iter()
        .map(|o| match o.kind {
            Some(k) => format!("`{}` `{k:?}` {}", o.name, field_text(o.field)),
            None => format!("`{}` placeholder", o.name),
        })
        .collect();
    if !ops.is_empty() {
        let _ = writeln!(out, "Operands: {}.\n", ops.join(" · "));
    }
    if !first.mods.is_empty() {
        out.push_str("Modifiers:\n");
        for m in first.mods {
            let mut text = values_text(m);
            if text.len() > 100 {
                let id = list_id(lists, m.name, &text);
                text = format!("[values](#values-{id})");
            }
            let d = m.field.get(first.defaults);
            if d != 0 {
                let _ = write!(text, "; builders start at {d}");
            }
            let g = (spec.gate)(m.when);
            if !g.is_empty() {
                let _ = write!(text, "; exists on `{g}`");
            }
            let _ = writeln!(out, "- `{}` {}: {}", m.name, field_text(m.field), text);
        }
        out.push('\n');
    }
    if first.dontcare != 0 {
        let _ = writeln!(out, "Don't-care mask: `{:#x}`.\n", first.dontcare);
    }
}

/// The forms of a class with their key values and the fixed fields that differ between
/// them: one line for a single form, else a table.
fn write_forms<K: Debug + Copy + 'static>(spec: &Spec<K>, c: &Class<'_, K>, out: &mut String) {
    let first = c.forms[0];
    let mut varying: Vec<(String, Field)> = Vec::new();
    if c.forms.len() > 1 {
        let mut covered = spec.key.1.mask();
        for &(name, f) in spec.named {
            let differs = c.forms.iter().any(|g| {
                (g.bits ^ first.bits) & f.mask() != 0 || (g.mask ^ first.mask) & f.mask() != 0
            });
            if differs && f.mask() & covered == 0 {
                varying.push((name.to_string(), f));
                covered |= f.mask();
            }
        }
        // Differing bits no named field covers.
        let mut rest = 0u128;
        for g in &c.forms {
            rest |= ((g.bits ^ first.bits) | (g.mask ^ first.mask)) & !covered;
        }
        let mut a = 0u32;
        while a < 128 {
            if rest >> a & 1 == 1 {
                let lo = a;
                while a < 128 && rest >> a & 1 == 1 {
                    a += 1;
                }
                #[allow(clippy::single_range_in_vec_init)]
                let f = Field::new(&[lo..a]);
                varying.push((format!("bits {lo}..{a}"), f));
            } else {
                a += 1;
            }
        }
    }
    let gates: Vec<String> = c.forms.iter().map(|f| (spec.gate)(f.when)).collect();
    if c.forms.len() == 1 {
        let mut line = format!(
            "`{}` (form `{}`), {} {}",
            first.mnemonic,
            first.name,
            spec.key.0,
            key_text(spec.key.1, first)
        );
        if !gates[0].is_empty() {
            let _ = write!(line, ", exists on `{}`", gates[0]);
        }
        let _ = writeln!(out, "{line}: {}\n", cell(first.doc));
        return;
    }
    let show_gate = gates.iter().any(|g| !g.is_empty());
    let mut head = vec!["form".to_string(), "mnemonic".into(), spec.key.0.into()];
    head.extend(varying.iter().map(|(n, _)| n.clone()));
    if show_gate {
        head.push("exists on".into());
    }
    head.push("description".into());
    let _ = writeln!(out, "| {} |", head.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(head.len()));
    for (f, gate) in c.forms.iter().zip(&gates) {
        let mut row = vec![
            format!("`{}`", f.name),
            format!("`{}`", f.mnemonic),
            key_text(spec.key.1, f),
        ];
        for (_, vf) in &varying {
            let m = vf.get(f.mask);
            row.push(if m == 0 {
                "—".into()
            } else if m == isadef::bits::low_mask(vf.width()) {
                format!("{}", vf.get(f.bits))
            } else {
                key_text(*vf, f)
            });
        }
        if show_gate {
            row.push(if gate.is_empty() {
                "all".into()
            } else {
                format!("`{gate}`")
            });
        }
        row.push(cell(f.doc));
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    out.push('\n');
}

/// The id of a long value list in the page's list of them (added when new).
fn list_id(lists: &mut Vec<(String, String)>, name: &str, text: &str) -> String {
    if let Some((id, _)) = lists.iter().find(|(_, t)| t == text) {
        return id.clone();
    }
    let mut id = name.to_string();
    let mut n = 2;
    while lists.iter().any(|(i, _)| *i == id) {
        id = format!("{name}-{n}");
        n += 1;
    }
    lists.push((id.clone(), text.to_string()));
    id
}
