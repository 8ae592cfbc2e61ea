//! The valid-instruction generators (`Insn::arbitrary_valid`, G80 `arbitrary_valid_in`):
//! every instruction drawn prints a text that assembles back to itself and re-encodes to
//! itself, and the draws reach every form but the ones named here, each with the reason
//! (the test fails if that list changes either way).

use arbitrary::Unstructured;

/// Deterministic pseudo-random bytes.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 24) as u8
        })
        .collect()
}

/// Draws `n` instructions with `draw` (fresh bytes per draw), checks each with `check`,
/// and returns how often each form index was drawn.
fn draws<I>(
    forms: usize,
    n: usize,
    seed: u64,
    mut draw: impl FnMut(&mut Unstructured<'_>) -> arbitrary::Result<I>,
    check: impl Fn(&I) -> usize,
) -> Vec<usize> {
    let mut seen = vec![0; forms];
    let data = bytes(seed, 64 * 1024);
    let mut u = Unstructured::new(&data);
    let mut failed = 0;
    for k in 0..n {
        if u.len() < 1024 {
            let more = bytes(seed ^ k as u64, 64 * 1024);
            let rest = u.bytes(u.len()).unwrap().to_vec();
            let all = [rest, more].concat();
            let leaked: &'static [u8] = Box::leak(all.into_boxed_slice());
            u = Unstructured::new(leaked);
        }
        match draw(&mut u) {
            Ok(i) => seen[check(&i)] += 1,
            Err(_) => failed += 1,
        }
    }
    assert!(
        failed * 100 < n,
        "{failed} of {n} draws found no valid instruction"
    );
    seen
}

fn missing(seen: &[usize], name: impl Fn(usize) -> &'static str) -> Vec<&'static str> {
    (0..seen.len())
        .filter(|&i| seen[i] == 0)
        .map(name)
        .collect()
}

#[test]
fn vivante_valid() {
    use isadef::vivante::{Form, Insn};
    let seen = draws(Form::COUNT, 100_000, 1, Insn::arbitrary_valid, |i| {
        let text = i.to_string();
        assert_eq!(Insn::assemble(&text), Ok(*i), "{text}");
        assert_eq!(Insn::decode(i.bits()), Ok(*i));
        assert_eq!(i.dontcare_bits(), 0, "{text}");
        i.form().index()
    });
    let m = missing(&seen, |i| Form::ALL[i].name());
    println!(
        "vivante: {} / {} forms drawn",
        Form::COUNT - m.len(),
        Form::COUNT
    );
    // Their text is that of `texldb`/`texldl` with a source 0, which the assembler picks:
    // no text gives these words.
    assert_eq!(m, ["texldb_nosrc0", "texldl_nosrc0"]);
}

#[test]
fn valhall_valid() {
    use isadef::valhall::{Form, Insn};
    let seen = draws(Form::COUNT, 100_000, 2, Insn::arbitrary_valid, |i| {
        let text = i.to_string();
        assert_eq!(Insn::assemble(&text), Ok(*i), "{text}");
        assert_eq!(Insn::decode(i.bits()), Ok(*i));
        // What the assembler takes passes its rules as `validate` checks them on words.
        assert_eq!(i.validate(), Ok(()), "{text}");
        i.form().index()
    });
    let m = missing(&seen, |i| Form::ALL[i].name());
    println!(
        "valhall: {} / {} forms drawn",
        Form::COUNT - m.len(),
        Form::COUNT
    );
    // Its two register widths print the same names (`.16`/`.32`), which Mesa's asm.py
    // rejects as a modifier given twice: no TEX_DUAL text is valid.
    assert_eq!(m, ["tex_dual"]);
}

#[test]
fn g80_valid_on_every_target() {
    use isadef::g80::{
        target::{Mode, Variant},
        Form, Insn, Target,
    };
    let mut all = vec![0; Form::COUNT];
    for (k, variant) in Variant::ALL.into_iter().enumerate() {
        for (j, mode) in Mode::ALL.into_iter().enumerate() {
            let t = Target { variant, mode };
            let seen = draws(
                Form::COUNT,
                100_000,
                3 + (k * 4 + j) as u64,
                |u| Insn::arbitrary_valid_in(u, t),
                |i| {
                    let text = i.display(t).to_string();
                    assert!(
                        !text.contains("[unknown") && !text.contains("???"),
                        "{text}"
                    );
                    assert_eq!(Insn::assemble_in(&text, t), Ok(*i), "{text} on {t:?}");
                    assert_eq!(Insn::decode_in(i.bits(), t), Ok(*i));
                    i.form().index()
                },
            );
            for (a, s) in all.iter_mut().zip(seen) {
                *a += s;
            }
        }
    }
    let m = missing(&all, |i| Form::ALL[i].name());
    println!(
        "g80: {} / {} forms drawn over the 20 targets",
        Form::COUNT - m.len(),
        Form::COUNT
    );
    assert_eq!(
        m,
        [
            // `???` rows: never valid.
            "unknown_s",
            "unknown_sc",
            "unknown_i",
            // The long `trap` prints `trap`, which envyas encodes short.
            "trap",
            "unknown_c",
            "unknown_l",
        ]
    );
}

/// Valhall `validate` on any decodable word: when it names a rule, Mesa's assembler
/// refuses the word's text with that very message.
#[test]
fn valhall_validate_is_the_assemblers_rule() {
    use isadef::valhall::Insn;
    let data = bytes(9, 8 * 200_000);
    let (mut refused, mut checked) = (0, 0);
    for w in data.chunks(8) {
        let w = u64::from_le_bytes(w.try_into().unwrap()) & !(1 << 63);
        let Ok(i) = Insn::decode(w) else { continue };
        checked += 1;
        if let Err(e) = i.validate() {
            refused += 1;
            let text = i.to_string();
            let asm = Insn::assemble(&text);
            assert!(
                asm.is_err(),
                "{text}: validate says {e}, the assembler takes it"
            );
            // Mesa checks operands left to right and stops at the first problem, which
            // may be another one (an operand the text cannot spell): same rule or earlier.
            let msg = asm.unwrap_err().message;
            assert!(
                msg == e.rule || !msg.contains("FAU") && !msg.contains("staging"),
                "{text}: validate says {e}, the assembler {msg}"
            );
            // The kind names the rule's family: staging registers, or the FAU limits.
            let staging = e.rule.contains("taging registers");
            assert_eq!(
                e.kind,
                if staging {
                    isadef::code::InvalidKind::Staging
                } else {
                    isadef::code::InvalidKind::Fau
                },
                "{text}: {e}"
            );
        }
    }
    println!("valhall validate: {refused} of {checked} decoded words refused");
    assert!(refused > 100 && checked > 10_000);
}

/// Checks a Vivante program: every instruction reads back from its text, and every branch
/// site decodes to its label's offset.
fn check_vivante(p: &isadef::code::Finished<isadef::vivante::Vivante>) {
    use isadef::vivante::Insn;
    for (k, w) in p.bytes.chunks(16).enumerate() {
        let i = Insn::decode_le_in(w, 0, ()).unwrap();
        assert_eq!(Insn::assemble(&i.to_string()), Ok(i), "instruction {k}");
    }
    for s in p.sites() {
        let i = Insn::decode_le_in(&p.bytes, s.offset, ()).unwrap();
        assert_eq!(s.branch.target(s.offset, 16, i.bits()), Some(s.to));
    }
}

/// [`check_vivante`] for Valhall, and every instruction passes `validate`.
fn check_valhall(p: &isadef::code::Finished<isadef::valhall::Valhall>) {
    use isadef::valhall::Insn;
    for (k, w) in p.bytes.chunks(8).enumerate() {
        let i = Insn::decode(u64::from_le_bytes(w.try_into().unwrap())).unwrap();
        assert_eq!(Insn::assemble(&i.to_string()), Ok(i), "instruction {k}");
        assert_eq!(i.validate(), Ok(()));
    }
    for s in p.sites() {
        let i = Insn::decode_le_in(&p.bytes, s.offset, ()).unwrap();
        assert_eq!(s.branch.target(s.offset, 8, i.bits().into()), Some(s.to));
    }
}

/// [`check_vivante`] for G80 on `t`: the bytes are what `assemble_program` makes of the
/// program's text (alignment included).
fn check_g80(p: &isadef::code::Finished<isadef::g80::G80>, t: isadef::g80::Target) {
    use isadef::g80::Insn;
    let mut text = String::new();
    for (_, r) in Insn::stream(&p.bytes, t) {
        text += &format!("{}\n", r.unwrap().display(t));
    }
    for s in p.sites() {
        let i = Insn::decode_le_in(&p.bytes, s.offset, t).unwrap();
        assert_eq!(s.branch.target(s.offset, 8, i.bits().into()), Some(s.to));
    }
    assert_eq!(
        Insn::assemble_program_in(&text, t).unwrap().bytes,
        p.bytes,
        "{text}"
    );
}

/// Two G80 targets that differ in variant and mode.
const G80_TARGETS: [isadef::g80::Target; 2] = [
    isadef::g80::Target {
        variant: isadef::g80::target::Variant::G80,
        mode: isadef::g80::target::Mode::Cp,
    },
    isadef::g80::Target {
        variant: isadef::g80::target::Variant::Gt215,
        mode: isadef::g80::target::Mode::Fp,
    },
];

/// The program generators with labels: every instruction reads back from its text, every
/// branch goes to its label (in each direction, many times), and G80 programs are what
/// `assemble_program` makes of their text.
#[test]
fn program_generators() {
    use isadef::code::Finished;
    use isadef::{g80, valhall, vivante};
    /// Branches to labels before, at or after themselves.
    fn directions<I: isadef::isa::Isa>(done: &Finished<I>, seen: &mut [usize; 3]) {
        for s in done.sites() {
            seen[(s.to.cmp(&s.offset) as i8 + 1) as usize] += 1;
        }
    }
    let data = bytes(11, 1 << 20);
    let mut u = Unstructured::new(&data);

    let mut seen = [0; 3];
    for _ in 0..300 {
        if let Ok(p) = vivante::fuzz::arbitrary_program(&mut u, 64) {
            check_vivante(&p);
            directions(&p, &mut seen);
        }
    }
    assert!(seen.iter().all(|&n| n > 10), "vivante {seen:?}");

    let mut seen = [0; 3];
    for _ in 0..300 {
        if let Ok(p) = valhall::fuzz::arbitrary_program(&mut u, 64) {
            check_valhall(&p);
            directions(&p, &mut seen);
        }
    }
    assert!(seen.iter().all(|&n| n > 10), "valhall {seen:?}");

    let mut seen = [0; 3];
    for t in G80_TARGETS {
        for _ in 0..150 {
            if let Ok(p) = g80::fuzz::arbitrary_program_in(&mut u, t, 64) {
                check_g80(&p, t);
                directions(&p, &mut seen);
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 10), "g80 {seen:?}");
}

/// The sequence generators: valid instructions without labels, checked as programs are,
/// with branches keeping the targets drawn (so some G80 sequences mix lengths and some
/// instructions branch); and the any-bits streams, which decode instruction by instruction
/// back to the same bytes.
#[test]
fn sequence_generators() {
    use isadef::{g80, valhall, vivante};
    let data = bytes(12, 1 << 20);
    let mut u = Unstructured::new(&data);
    let (mut drawn, mut branches) = (0, 0);
    for _ in 0..200 {
        let p = vivante::fuzz::arbitrary_sequence(&mut u, 32).unwrap();
        check_vivante(&p);
        let p2 = valhall::fuzz::arbitrary_sequence(&mut u, 32).unwrap();
        check_valhall(&p2);
        for t in G80_TARGETS {
            let p3 = g80::fuzz::arbitrary_sequence_in(&mut u, t, 32).unwrap();
            check_g80(&p3, t);
            assert!(p3.labels.is_empty() && p3.sites().next().is_none());
            drawn += p3.bytes.len();
            for (_, i) in g80::Insn::stream(&p3.bytes, t) {
                branches += usize::from(i.unwrap().info().branch.is_some());
            }
        }
        assert!(p.labels.is_empty() && p.sites().next().is_none());
        assert!(p2.labels.is_empty() && p2.sites().next().is_none());
    }
    assert!(drawn > 0 && branches > 10, "{branches} g80 branches");

    let mut lengths = [0; 2];
    for _ in 0..200 {
        let b = vivante::fuzz::arbitrary_bytes(&mut u, 32).unwrap();
        assert_eq!(b.len() % 16, 0);
        for w in b.chunks(16) {
            let i = vivante::Insn::decode_le_in(w, 0, ()).unwrap();
            assert_eq!(i.bits().to_le_bytes(), w);
        }
        let b = valhall::fuzz::arbitrary_bytes(&mut u, 32).unwrap();
        for w in b.chunks(8) {
            let i = valhall::Insn::decode_le_in(w, 0, ()).unwrap();
            assert_eq!(i.bits().to_le_bytes(), w);
        }
        let b = g80::fuzz::arbitrary_bytes(&mut u, 32).unwrap();
        let mut at = 0;
        for (off, i) in g80::Insn::stream(&b, g80::Target::default()) {
            let i = i.unwrap();
            let n = i.len();
            assert_eq!(off, at);
            assert_eq!(&i.bits().to_le_bytes()[..n], &b[off..off + n]);
            lengths[n / 8] += 1;
            at += n;
        }
        assert_eq!(at, b.len());
    }
    assert!(lengths.iter().all(|&n| n > 100), "g80 lengths {lengths:?}");
}

/// `Arbitrary` for every operand kind of every instruction set: each value fits its
/// kind's width and goes into a field and back.
#[test]
fn operand_types_are_arbitrary() {
    use arbitrary::Arbitrary;
    fn draw<'a, T: Arbitrary<'a>>(u: &mut Unstructured<'a>, n: usize) -> Vec<T> {
        (0..n).map(|_| T::arbitrary(u).unwrap()).collect()
    }
    let data = bytes(13, 1 << 16);
    let mut u = Unstructured::new(&data);
    macro_rules! each {
        ($isa:ident: $($t:ident),* $(,)?) => { $(
            for v in draw::<isadef::$isa::prelude::$t>(&mut u, 16) {
                let raw = v.raw();
                assert!(raw <= isadef::bits::low_mask(isadef::$isa::prelude::$t::WIDTH), stringify!($t));
                assert_eq!(isadef::$isa::prelude::$t::from_raw(raw), v, stringify!($t));
            }
        )* };
    }
    each!(vivante: Dst, DstHp, Mem, Src, Tex, CodeTarget);
    each!(valhall: Dest, S32C, BranchOffset, F32NaSw, S32, F32, F16, S16, SrWrite, Index4,
        Index8, Table4, S64, MemOffset, SrRead, Offset8, Target8, S32Sw, S16W, S32W, S16Sw,
        F32Na, F16NaSw, F16NaL, S8L, S8Hs, S8, F32Sw, F16Sw, F16Na, S8W, S64W, Shift3, S8Ls,
        S32N, S16N, S8N, S64N, Constant, SrPlainN, SrReadWrite, SrPlain, SrWriteN);
    each!(g80: Pred, IgnPred, IgnCe, McDst, CDst, Cond, SDst, SHDst, LDst, LHDst, LDDst,
        LLDst, LLHDst, SSrc, SHSrc, SSrc2, SHSrc2, LSrc, LDSrc, LDSrc2, LSrc3, LDSrc3, Ssh, Ssw,
        Sch, Scw, AddC0, Ish, Isw, Imm32, Lsh, Lsw, Lc2h, Lc2w, Lc3h, Lc3w, AddCond, AddCond2,
        ShCnt, HShCnt, ADst, LAReg, SReg, HShCntImm, Offs, Lane, FCon, Fs8, Fs16, Fs32, Local,
        SStReg, CsLdReg, FAttr, FOut32, CvtIiSrc, LdStO, LdStS2, MLdStS3, Global, Global2,
        RedM, AtomM, SVar, LVar, Qs1, LTDst, STDst, LTSrc, STSrc, Tex, Samp, TOffs, CodeTarget,
        BarId, BarMask, Pm, FConst8, Unknown);
}
