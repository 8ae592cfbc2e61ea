//! G80 typed builders: built words and texts match envydis/envyas vectors, every typed
//! operand constructor round-trips (build → decode for a target → same form, the operand
//! reads back), range checks reject what does not fit, and `shortest` picks the short
//! encoding exactly when one prints the same text.

use isadef::g80::{layout::*, prelude::*};

const fn t(variant: Variant, mode: Mode) -> Target {
    Target { variant, mode }
}
const CP: Target = t(Variant::G80, Mode::Cp);
const CP84: Target = t(Variant::G84, Mode::Cp);
const CP200: Target = t(Variant::G200, Mode::Cp);
const VP: Target = t(Variant::G80, Mode::Vp);
const FP: Target = t(Variant::G80, Mode::Fp);

/// Words as the vector files write them (w0 first).
fn words(w0: u32, w1: Option<u32>) -> u64 {
    u64::from(w0) | u64::from(w1.unwrap_or(0)) << 32
}

fn text(i: Insn, target: Target) -> String {
    i.display(target).to_string()
}

/// Rows of `tests/data/g80/*.tsv` (source, target, words, envydis text), built.
#[test]
fn built_instructions_match_vector_rows() {
    let always = Pred::always();
    let rows: Vec<(Insn, Target, u64, &str)> = vec![
        // decuda cubins (cp, g80)
        (
            AddB32L::new(
                always,
                McDst::none(),
                LLDst::r(1),
                Lsw::s(MemType::B32, 0x10),
                Lc3w::r(0),
                AddCond::none(),
            )
            .insn(),
            CP,
            words(0x2000c805, Some(0x04200780)),
            "add b32 $r1 b32 s[0x10] $r0",
        ),
        (
            AddB32I::new(
                SDst::r(0),
                Isw::s(MemType::B32, 0x10),
                Imm32::new(0x40),
                AddC0::none(),
            )
            .insn(),
            CP,
            words(0x2100e801, Some(0x00000007)),
            "add b32 $r0 b32 s[0x10] 0x40",
        ),
        (
            MovB32S::new(SDst::r(1), Ssw::s(MemType::B32, 0x10)).insn(),
            CP,
            words(0x1100e804, None),
            "mov b32 $r1 b32 s[0x10]",
        ),
        (
            MovB16S::new(SHDst::l(1), Ssh::s_a(MemType::S16, 1, 0x4)).insn(),
            CP,
            words(0x15004408, None),
            "mov b16 $r1l s16 s[$a1+0x4]",
        ),
        (
            MovB16S::new(SHDst::l(0), Ssh::s_a(MemType::S16, 1, 0)).insn(),
            CP,
            words(0x15004000, None),
            "mov b16 $r0l s16 s[$a1]",
        ),
        (
            Bra::new(always, CodeTarget::new(0x490)).insn(),
            CP,
            words(0x10092003, Some(0x00000780)),
            "bra 0x490",
        ),
        (
            Bra::new(Pred::when(Cc::Lg, 0), CodeTarget::new(0x4c8)).insn(),
            CP,
            words(0x10099003, Some(0x00000280)),
            "(lg $c0) bra 0x4c8",
        ),
        (
            MovFromSr::new(always, LDst::r(0), SReg::CLOCK).insn(),
            CP,
            words(0x00000001, Some(0x60004780)),
            "mov $r0 $clock",
        ),
        (
            LdG::new(always, LdStO::r(0), Global::g(14, 1))
                .size(LdStSize::B32)
                .insn(),
            CP,
            words(0xd00e0201, Some(0x80c00780)),
            "ld b32 $r0 g14[$r1]",
        ),
        (
            StG::new(always, Global::g(14, 1), LdStO::r(0))
                .size(LdStSize::B32)
                .insn(),
            CP,
            words(0xd00e0201, Some(0xa0c00780)),
            "st b32 g14[$r1] $r0",
        ),
        (
            ShlA::new(always, ADst::a(1), Lsw::r(2), HShCntImm::new(4)).insn(),
            CP,
            words(0x00040405, Some(0xc0000780)),
            "shl $a1 $r2 0x4",
        ),
        (
            AddB16I::new(SHDst::l(5), Ish::l(5), Imm32::new(1), AddC0::none()).insn(),
            CP,
            words(0x20011429, Some(0x00000003)),
            "add b16 $r5l $r5l 0x1",
        ),
        (
            Mul16L::new(always, McDst::none(), LLDst::r(4), Lsh::l(3), Lc2h::h(2)).insn(),
            CP,
            words(0x40050c11, Some(0x00000780)),
            "mul $r4 u16 $r3l u16 $r2h",
        ),
        (
            SetI32::new(always, McDst::c(0), LLDst::r(7), Lsw::r(2), Lc2w::c(1, 0x8))
                .cond(SetI::Lg)
                .sign(Us32::S32)
                .insn(),
            CP,
            words(0x3082041d, Some(0x6c4147c0)),
            "set $c0 $r7 lg s32 $r2 c1[0x8]",
        ),
        (
            AddB32S::new(SDst::r(3), Ssw::r(4), Scw::r(3), AddC0::none()).insn(),
            CP,
            words(0x2003880c, None),
            "add b32 $r3 $r4 $r3",
        ),
        // Mesa (cp, g84/g200)
        (
            AndI::new(SDst::r(0), Isw::r(0), Imm32::new(0xffff)).insn(),
            CP84,
            words(0xd03f0001, Some(0x00000fff)),
            "and b32 $r0 $r0 0xffff",
        ),
        (
            AddB32L::new(
                always,
                McDst::c(0),
                LLDst::r(0),
                Lsw::r(0),
                Lc3w::r(0),
                AddCond::none(),
            )
            .insn(),
            CP84,
            words(0x20000001, Some(0x040007c0)),
            "add b32 $c0 $r0 $r0 $r0",
        ),
        (
            MovFromSr::new(always, LDst::r(4), SReg::PHYSID).insn(),
            CP84,
            words(0x00000011, Some(0x60000780)),
            "mov $r4 $physid",
        ),
        (
            Shr32::new(
                always,
                McDst::none(),
                LLDst::r(4),
                Lsw::r(4),
                ShCnt::imm(0x10),
            )
            .insn(),
            CP84,
            words(0x30100811, Some(0xe4100780)),
            "shr u32 $r4 $r4 0x10",
        ),
        (
            Nop::new(always).flow(Flow::Exit).insn(),
            CP200,
            words(0xf0000001, Some(0xe0000781)),
            "exit nop",
        ),
        // X driver programs (vp, fp)
        (
            MovB32L::new(always, Lane::new(15), LLDst::out(0), Lsw::attr(0)).insn(),
            VP,
            words(0x10000001, Some(0x0423c788)),
            "mov b32 o[0x0] a[0x0]",
        ),
        (
            FmadS::new(SDst::r(3), Ssw::r(0), Scw::c(0, 0x10)).insn(),
            FP,
            words(0xe084000c, None),
            "add f32 $r3 (mul $r0 c0[0x10]) $r3",
        ),
        (
            FmulS::new(SDst::r(5), Ssw::r(0), Scw::c(0, 0)).insn(),
            FP,
            words(0xc0800014, None),
            "mul f32 $r5 $r0 c0[0x0]",
        ),
        (
            FaddS::new(SDst::r(3), Ssw::r(5), Scw::c(0, 0x4)).insn(),
            FP,
            words(0xb0810a0c, None),
            "add f32 $r3 $r5 c0[0x4]",
        ),
        (
            MovB32S::new(SDst::r(1), Ssw::r(0)).insn(),
            FP,
            words(0x10008004, None),
            "mov b32 $r1 $r0",
        ),
        // A kind still built from its raw field value: v[0x4] is field value 1.
        (
            InterpMulS::new(SDst::r(0), SVar::from_raw(1), SSrc::r(1)).insn(),
            FP,
            words(0x82010200, None),
            "interp $r0 v[0x4] $r1",
        ),
    ];
    for (insn, target, w, want) in rows {
        assert_eq!(insn.bits(), w, "{want}: built {:016x}", insn.bits());
        assert_eq!(text(insn, target), want);
        assert_eq!(Insn::decode_in(w, target).unwrap(), insn, "{want}");
    }
}

/// Builds with `$b::new(values…)` (plus modifier calls), decodes the word for `target`,
/// and checks the form, that every operand reads back, and that the text is clean.
macro_rules! rt {
    ($target:expr, $b:ident [ $( $get:ident => $v:expr ),* ] $( .$m:ident($mv:expr) )* ; $want:expr) => {{
        let built = $b::new($( $v ),*) $( .$m($mv) )*;
        let insn = built.insn();
        let d = Insn::decode_in(insn.bits(), $target)
            .unwrap_or_else(|e| panic!("{}: {e}", stringify!($b)));
        assert_eq!(d.form(), $b::FORM, "{} decodes to {:?}", stringify!($b), d.form());
        let back = $b::from_insn(d).unwrap();
        $( assert_eq!(back.$get(), $v, "{}: {}", stringify!($b), stringify!($get)); )*
        let s = text(d, $target);
        assert_eq!(s, $want, "{}", stringify!($b));
    }};
}

#[test]
fn every_typed_constructor_round_trips() {
    let p = Pred::always();
    let n = McDst::none();
    // Predicates, `$c`, destinations.
    rt!(CP, Nop [get_pred => Pred::never()]; "(never) nop");
    rt!(CP, Nop [get_pred => Pred::when(Cc::Geu, 2)]; "(geu $c2) nop");
    rt!(CP, Nop [get_pred => Pred::when(Cc::No, 3)]; "(no $c3) nop");
    rt!(CP, AddB32L [get_pred => p, get_cdst => McDst::c(3), get_dst => LLDst::r(127), get_src1 => Lsw::r(127), get_src2 => Lc3w::r(126), get_carry => AddCond::none()];
        "add b32 $c3 $r127 $r127 $r126");
    rt!(VP, MovB32L [get_pred => p, get_lane => Lane::new(15), get_dst => LLDst::out(0x1f8), get_src => Lsw::r(1)]; "mov b32 o[0x1f8] $r1");
    rt!(VP, MovB32L [get_pred => p, get_lane => Lane::new(3), get_dst => LLDst::discard(), get_src => Lsw::r(1)]; "(l01) mov b32 # $r1");
    rt!(VP, MovB16L [get_pred => p, get_lane => Lane::new(15), get_dst => LLHDst::out(0x6), get_src => Lsh::h(9)]; "mov b16 o[0x6] $r9h");
    rt!(VP, MovB16L [get_pred => p, get_lane => Lane::new(15), get_dst => LLHDst::discard(), get_src => Lsh::l(0)]; "mov b16 # $r0l");
    rt!(CP, MovB16I [get_dst => LHDst::h(63), get_imm => Imm32::new(0xbeef)]; "mov b16 $r63h 0xbeef");
    rt!(CP, MovB32I [get_dst => LDst::r(9), get_imm => Imm32::f32(1.0)]; "mov b32 $r9 0x3f800000");
    rt!(CP, MovFromC [get_pred => p, get_dst => LDst::r(2), get_src => Cond::c(0)]; "mov $r2 $c0");
    rt!(CP, MovToC [get_pred => p, get_dst => CDst::c(2), get_src => LSrc::r(5), get_ign => IgnCe::from_raw(0)]; "mov $c2 $r5");
    rt!(CP, MovFromA [get_pred => p, get_dst => LDst::r(1), get_src => LAReg::a(6)]; "mov $r1 $a6");
    rt!(CP, AddA [get_pred => p, get_dst => ADst::a(3), get_src => LAReg::a(5), get_off => Offs::new(0x1234)]; "add $a3 $a5 0x1234");
    rt!(CP, MovFromSr [get_pred => p, get_dst => LDst::r(0), get_src => SReg::pm(2)]; "mov $r0 $pm2");
    rt!(CP, MovFromSr [get_pred => p, get_dst => LDst::r(0), get_src => SReg::VSTRIDE]; "mov $r0 $vstride");
    rt!(t(Variant::Gt215, Mode::Cp), MovFromSr [get_pred => p, get_dst => LDst::r(0), get_src => SReg::SAMPLEID]; "mov $r0 $sampleid");
    rt!(CP, MovFromSr [get_pred => p, get_dst => LDst::r(0), get_src => SReg::sr(2)]; "mov $r0 $sr2");
    // Short forms: registers, s[] with and without $a, c0/c1.
    rt!(CP, Sad16S [get_dst => SDst::r(63), get_src1 => SHSrc::h(31), get_src2 => SHSrc2::l(30)]; "sad $r63 u16 $r31h $r30l $r63");
    rt!(CP, Sad32S [get_dst => SDst::r(1), get_src1 => SSrc::r(63), get_src2 => SSrc2::r(62)]; "sad $r1 u32 $r63 $r62 $r1");
    rt!(CP, AddB32S [get_dst => SDst::r(2), get_src1 => Ssw::s_a(MemType::U8, 3, 0xf), get_src2 => Scw::r(5), get_carry => AddC0::none()];
        "add b32 $r2 u8 s[$a3+0xf] $r5");
    // (A short form has no s[] source 1 together with a c[] source 2: w0[24:23] = 3 is
    // `p[]` in geometry programs and nothing elsewhere.)
    rt!(CP, AddB32S [get_dst => SDst::r(2), get_src1 => Ssw::r(1), get_src2 => Scw::c(1, 0x7c), get_carry => AddC0::none()];
        "add b32 $r2 $r1 c1[0x7c]");
    rt!(CP, AddB32S [get_dst => SDst::r(2), get_src1 => Ssw::r(1), get_src2 => Scw::c_a(0, 2, 0x4), get_carry => AddC0::none()];
        "add b32 $r2 $r1 c0[$a2+0x4]");
    rt!(VP, AddB32S [get_dst => SDst::r(2), get_src1 => Ssw::attr(0xfc), get_src2 => Scw::r(5), get_carry => AddC0::none()];
        "add b32 $r2 a[0xfc] $r5");
    rt!(CP, AddB16S [get_dst => SHDst::h(4), get_src1 => Ssh::s(MemType::U16, 0x1e), get_src2 => Sch::l(7), get_carry => AddC0::none()];
        "add b16 $r4h u16 s[0x1e] $r7l");
    rt!(CP, AddB16S [get_dst => SHDst::h(4), get_src1 => Ssh::l(0), get_src2 => Sch::c(1, 0x3e), get_carry => AddC0::none()];
        "add b16 $r4h $r0l c1[0x3e]");
    rt!(CP, AddB16S [get_dst => SHDst::l(4), get_src1 => Ssh::h(3), get_src2 => Sch::c_a(0, 1, 0x2), get_carry => AddC0::none()];
        "add b16 $r4l $r3h c0[$a1+0x2]");
    rt!(VP, AddB16S [get_dst => SHDst::l(4), get_src1 => Ssh::attr(0x8), get_src2 => Sch::l(2), get_carry => AddC0::none()];
        "add b16 $r4l a[0x8] $r2l");
    rt!(CP, FaddI [get_dst => SDst::r(1), get_src1 => Isw::s_a(MemType::B32, 1, 0x3c), get_imm => Imm32::f32(-2.0)]; "add f32 $r1 b32 s[$a1+0x3c] 0xc0000000");
    rt!(CP, Mul16I [get_dst => SDst::r(1), get_src1 => Ish::s(MemType::S16, 0x2), get_imm => Imm32::new(3)]; "mul $r1 u16 s16 s[0x2] u16 0x3");
    rt!(CP, Mul16I [get_dst => SDst::r(1), get_src1 => Ish::h(7), get_imm => Imm32::new(3)]; "mul $r1 u16 $r7h u16 0x3");
    // Long sources: s[]/a[] (w1[21]), cN[] in source 2 and 3 with and without $a.
    rt!(CP, FmadL [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::s_a(MemType::B32, 7, 0x7c), get_src2 => Lc2w::r(2), get_src3 => Lc3w::c(15, 0x1fc)];
        "add f32 $r1 (mul b32 s[$a7+0x7c] $r2) c15[0x1fc]");
    rt!(CP, FmadL [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::r(3), get_src2 => Lc2w::c_a(2, 4, 0x10), get_src3 => Lc3w::r(4)];
        "add f32 $r1 (mul $r3 c2[$a4+0x10]) $r4");
    rt!(CP, FmadL [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::r(3), get_src2 => Lc2w::r(2), get_src3 => Lc3w::c_a(1, 1, 0x8)];
        "add f32 $r1 (mul $r3 $r2) c1[$a1+0x8]");
    rt!(VP, FmadL [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::attr(0x1fc), get_src2 => Lc2w::c(0, 0), get_src3 => Lc3w::r(4)];
        "add f32 $r1 (mul a[0x1fc] c0[0x0]) $r4");
    rt!(CP, AddB16L [get_pred => p, get_cdst => n, get_dst => LLHDst::h(2), get_src1 => Lsh::s_a(MemType::U16, 2, 0x3e), get_src2 => Lc3h::c(3, 0xfe), get_carry => AddCond::none()];
        "add b16 $r2h u16 s[$a2+0x3e] c3[0xfe]");
    rt!(CP, AddB16L [get_pred => p, get_cdst => n, get_dst => LLHDst::l(2), get_src1 => Lsh::l(1), get_src2 => Lc3h::c_a(3, 3, 0x2), get_carry => AddCond::none()];
        "add b16 $r2l $r1l c3[$a3+0x2]");
    rt!(VP, AddB16L [get_pred => p, get_cdst => n, get_dst => LLHDst::l(2), get_src1 => Lsh::attr(0x4), get_src2 => Lc3h::h(5), get_carry => AddCond::none()];
        "add b16 $r2l a[0x4] $r5h");
    rt!(CP, SetI16 [get_pred => p, get_cdst => n, get_dst => LLHDst::l(1), get_src1 => Lsh::h(0), get_src2 => Lc2h::c(4, 0x6)] .cond(SetI::L);
        "set $r1l l u16 $r0h c4[0x6]");
    rt!(CP, SetI16 [get_pred => p, get_cdst => n, get_dst => LLHDst::l(1), get_src1 => Lsh::h(0), get_src2 => Lc2h::c_a(4, 5, 0x6)] .cond(SetI::L);
        "set $r1l l u16 $r0h c4[$a5+0x6]");
    // Shift counts: immediate, register, const.
    rt!(CP, ShlB32 [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::r(1), get_cnt => ShCnt::imm(127)]; "shl b32 $r1 $r1 0x7f");
    rt!(CP, ShlB32 [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::r(1), get_cnt => ShCnt::r(9)]; "shl b32 $r1 $r1 $r9");
    rt!(CP, ShlB32 [get_pred => p, get_cdst => n, get_dst => LLDst::r(1), get_src1 => Lsw::r(1), get_cnt => ShCnt::c_a(1, 1, 0x4)]; "shl b32 $r1 $r1 c1[$a1+0x4]");
    rt!(CP, ShlB16 [get_pred => p, get_cdst => n, get_dst => LLHDst::h(1), get_src1 => Lsh::l(1), get_cnt => HShCnt::imm(3)]; "shl b16 $r1h $r1l 0x3");
    rt!(CP, ShlB16 [get_pred => p, get_cdst => n, get_dst => LLHDst::h(1), get_src1 => Lsh::l(1), get_cnt => HShCnt::h(8)]; "shl b16 $r1h $r1l $r8h");
    rt!(CP, ShlB16 [get_pred => p, get_cdst => n, get_dst => LLHDst::h(1), get_src1 => Lsh::l(1), get_cnt => HShCnt::c(0, 0x2)]; "shl b16 $r1h $r1l c0[0x2]");
    // 64-bit registers, global memory, shared stores and loads, atomics.
    rt!(CP200, Dfma [get_pred => p, get_cdst => n, get_dst => LDDst::r(4), get_src1 => LDSrc::r(6), get_src2 => LDSrc2::r(8), get_src3 => LDSrc3::r(10)];
        "fma rn f64 $r4d $r6d $r8d $r10d");
    rt!(CP, LdG [get_pred => p, get_dst => LdStO::r(8), get_addr => Global::g(15, 127)] .size(LdStSize::B128); "ld b128 $r8q g15[$r127]");
    rt!(CP84, Atom [get_pred => p, get_op => AtomM::new(AtomOp::Exch, LdStSize::B32), get_dst => LdStO::r(1), get_addr => Global2::g(3, 2), get_src2 => LdStS2::r(4), get_src3 => MLdStS3::none()];
        "exch b32 $r1 g3[$r2] $r4");
    rt!(CP200, Atom [get_pred => p, get_op => AtomM::signed(AtomOp::Max), get_dst => LdStO::r(1), get_addr => Global2::g(3, 2), get_src2 => LdStS2::r(4), get_src3 => MLdStS3::none()];
        "ld max s32 $r1 g3[$r2] $r4");
    rt!(CP200, Atom [get_pred => p, get_op => AtomM::new(AtomOp::Cas, LdStSize::B64), get_dst => LdStO::r(2), get_addr => Global2::g(0, 1), get_src2 => LdStS2::r(4), get_src3 => MLdStS3::r(6)];
        "cas b64 $r2d g0[$r1] $r4d $r6d");
    rt!(CP84, Red [get_pred => p, get_op => RedM::new(AtomOp::Inc, LdStSize::B32), get_addr => Global::g(1, 2), get_src => LdStO::r(3)];
        "red inc u32 g1[$r2] $r3");
    rt!(CP, StS32 [get_pred => p, get_addr => Fs32::from_raw(4), get_src => SStReg::r(3)]; "st b32 s[0x10] $r3");
    rt!(CP, StS16 [get_pred => p, get_addr => Fs16::from_raw(4), get_src => SStReg::h(3)]; "st b16 s[0x8] $r3h");
    rt!(CP84, LdSU8 [get_pred => p, get_dst => CsLdReg::r(3), get_src => Fs8::from_raw(4)]; "ld $r3 u8 s[0x4]");
    rt!(CP84, LdSU8 [get_pred => p, get_dst => CsLdReg::l(3), get_src => Fs8::from_raw(4)]; "ld $r3l u8 s[0x4]");
    // Control flow, textures and small numbers.
    rt!(CP, Call [get_ign => IgnPred::always(), get_target => CodeTarget::new(0xfffffc)]; "call 0xfffffc");
    rt!(CP, Bar [get_ign => IgnPred::always(), get_bar => BarId::new(15), get_count => BarMask::new(0xfff)]; "bar 0xf 0xfff");
    rt!(CP, Pmevent [get_pred => p, get_pm => Pm::new(9)]; "pmevent 0x9");
    rt!(FP, TexautoS [get_dst => STDst::from_raw(4), get_tex => Tex::t(255), get_samp => Samp::s(31), get_src => STSrc::from_raw(1)];
        "texauto all $r4:$r5:$r6:$r7 $t255 $s31 $r4:$r5");
    let _ = n;
}

#[test]
fn constructors_reject_what_does_not_fit() {
    assert!(SDst::try_r(64).is_err() && SDst::try_r(63).is_ok());
    assert!(LLDst::try_r(128).is_err());
    assert!(
        LLDst::try_out(0x1fc).is_err(),
        "field 127 is the discard `#`"
    );
    assert!(LLDst::try_out(0x2).is_err(), "not a multiple of 4");
    assert!(LLHDst::try_out(0xfc).is_ok());
    assert!(SHDst::try_half(32, false).is_err());
    assert!(
        Ssw::try_s(MemType::B32, 0, 0x40).is_err(),
        "4-bit offset × 4"
    );
    assert!(Ssw::try_s(MemType::U16, 0, 0x3).is_err(), "odd u16 offset");
    assert!(
        Ssw::try_s(MemType::B32, 4, 0).is_err(),
        "short $a is 2 bits"
    );
    assert!(Lsw::try_s(MemType::B32, 7, 0x7c).is_ok());
    assert!(Lsw::try_s(MemType::B32, 8, 0).is_err());
    assert!(
        Scw::try_c(2, 0, 0).is_err(),
        "short const space is c0 or c1"
    );
    assert!(Lc2w::try_c(15, 7, 0x1fc).is_ok() && Lc2w::try_c(16, 0, 0).is_err());
    assert!(Lc3h::try_c(0, 0, 0x100).is_err());
    assert!(Global::try_g(16, 0).is_err());
    assert!(CodeTarget::try_new(0x1000000).is_err() && CodeTarget::try_new(2).is_err());
    assert!(AtomM::try_new(AtomOp::Cas, LdStSize::B32).is_ok());
    assert!(
        RedM::try_new(AtomOp::Cas, LdStSize::B32).is_err(),
        "no red cas"
    );
    assert!(AtomM::try_new(AtomOp::Inc, LdStSize::U8).is_err());
    let e = Tex::try_t(0).map(|_| ()).and(SDst::try_r(99).map(|_| ()));
    assert_eq!(e.unwrap_err().what, "register (0..=63)");
}

#[test]
fn shortest_matches_envyas_and_keeps_text() {
    let p = Pred::always();
    // envyas (vectors/g80/envyas_f102b823_roundtrip.tsv) prefers the short form:
    // `2000c805 04200780` -> `2100e804`, `20000a15 04010780` -> `20048a14`.
    let a = AddB32L::new(
        p,
        McDst::none(),
        LLDst::r(1),
        Lsw::s(MemType::B32, 0x10),
        Lc3w::r(0),
        AddCond::none(),
    )
    .insn();
    assert_eq!(shortest(a, CP).bits(), 0x2100e804);
    let b = AddB32L::new(
        p,
        McDst::none(),
        LLDst::r(5),
        Lsw::r(5),
        Lc3w::r(4),
        AddCond::none(),
    )
    .insn();
    assert_eq!(b.bits(), words(0x20000a15, Some(0x04010780)));
    assert_eq!(shortest(b, CP).bits(), 0x20048a14);
    let m = MovB32L::new(p, Lane::new(15), LLDst::r(1), Lsw::r(0)).insn();
    assert_eq!(shortest(m, FP).bits(), 0x10008004);
    let f = FmulL::new(p, McDst::none(), LLDst::r(5), Lsw::r(0), Lc2w::c(0, 0)).insn();
    // Long float add/mul print their rounding (`mul rn f32`): the short forms do not.
    assert_eq!(shortest(f, FP), f);
    assert_eq!(text(f, FP), "mul rn f32 $r5 $r0 c0[0x0]");
    let fa = FaddL::new(p, McDst::none(), LLDst::r(3), Lsw::r(5), Lc3w::c(0, 4)).insn();
    assert_eq!(shortest(fa, FP), fa);
    let fm = FmadL::new(
        p,
        McDst::none(),
        LLDst::r(3),
        Lsw::r(0),
        Lc2w::c(0, 0x10),
        Lc3w::r(3),
    )
    .insn();
    assert_eq!(shortest(fm, FP).bits(), 0xe084000c);
    // No short form: predicate, exit, $c destination, $r64, c2, $a4, o[] destination,
    // a multiply-add not into its destination, an unsupported family.
    let no = [
        AddB32L::new(
            Pred::when(Cc::E, 0),
            McDst::none(),
            LLDst::r(1),
            Lsw::r(1),
            Lc3w::r(1),
            AddCond::none(),
        )
        .insn(),
        AddB32L::new(
            p,
            McDst::none(),
            LLDst::r(1),
            Lsw::r(1),
            Lc3w::r(1),
            AddCond::none(),
        )
        .flow(Flow::Exit)
        .insn(),
        AddB32L::new(
            p,
            McDst::c(0),
            LLDst::r(1),
            Lsw::r(1),
            Lc3w::r(1),
            AddCond::none(),
        )
        .insn(),
        AddB32L::new(
            p,
            McDst::none(),
            LLDst::r(64),
            Lsw::r(1),
            Lc3w::r(1),
            AddCond::none(),
        )
        .insn(),
        AddB32L::new(
            p,
            McDst::none(),
            LLDst::r(1),
            Lsw::r(1),
            Lc3w::c(2, 0),
            AddCond::none(),
        )
        .insn(),
        AddB32L::new(
            p,
            McDst::none(),
            LLDst::r(1),
            Lsw::r(1),
            Lc3w::c_a(0, 4, 0),
            AddCond::none(),
        )
        .insn(),
        MovB32L::new(p, Lane::new(15), LLDst::out(4), Lsw::r(1)).insn(),
        FmadL::new(
            p,
            McDst::none(),
            LLDst::r(1),
            Lsw::r(2),
            Lc2w::r(3),
            Lc3w::r(4),
        )
        .insn(),
        ShlB32::new(p, McDst::none(), LLDst::r(1), Lsw::r(1), ShCnt::imm(2)).insn(),
    ];
    for i in no {
        assert_eq!(shortest(i, CP), i, "{}", text(i, CP));
    }
    // Text check: in a vertex program the long a[] offset field has no short equivalent
    // beyond a[0xfc].
    let v = MovB32L::new(p, Lane::new(15), LLDst::r(1), Lsw::attr(0x100)).insn();
    assert_eq!(shortest(v, VP), v);
    // Whatever it returns prints the same text and decodes to itself.
    for i in [a, b, m, f, fa, fm] {
        for target in [CP, FP, VP] {
            let s = shortest(i, target);
            assert_eq!(text(s, target), text(i, target));
            assert_eq!(Insn::decode_in(s.bits(), target).unwrap(), s);
        }
    }
}

#[test]
fn shorten_pairs_keeps_long_instructions_aligned() {
    let p = Pred::always();
    let add = |d| {
        AddB32L::new(
            p,
            McDst::none(),
            LLDst::r(d),
            Lsw::r(1),
            Lc3w::r(2),
            AddCond::none(),
        )
        .insn()
    };
    let long = ShlB32::new(p, McDst::none(), LLDst::r(1), Lsw::r(1), ShCnt::imm(2)).insn();
    // Two shortable instructions around a long one: neither is shortened.
    let mut prog = [add(1), long, add(2), long];
    assert_eq!(shorten_pairs(&mut prog, CP), Ok(0));
    // A pair is; an odd one out is not.
    let mut prog = [add(1), add(2), add(3), long];
    assert_eq!(shorten_pairs(&mut prog, CP), Ok(2));
    assert_eq!(prog.map(|i| i.len()), [4, 4, 8, 8]);
    let mut off = 0;
    for i in prog {
        if i.len() == 8 {
            assert_eq!(off % 8, 0);
        }
        off += i.len();
    }
    // A program with a code target would keep a stale address: refused, unchanged.
    let bra = Bra::new(p, CodeTarget::new(0x18)).insn();
    let mut prog = [add(1), add(2), bra, long];
    let before = prog;
    assert_eq!(
        shorten_pairs(&mut prog, CP),
        Err(HasCodeTarget { index: 2 })
    );
    assert_eq!(prog, before);
}

/// The address, vector, offset and lane constructors: each built instruction prints the
/// expected envydis text, and the assembler (checked against envyas elsewhere) turns
/// that text back into exactly the built word.
#[test]
fn address_vector_and_lane_constructors() {
    let p = Pred::always();
    let gt = t(Variant::Gt215, Mode::Vp);
    let cases: Vec<(Insn, Target, &str)> = vec![
        (
            StS32::new(p, Fs32::new(1, 0x10), SStReg::r(2)).insn(),
            CP200,
            "st b32 s[$a1+0x10] $r2",
        ),
        (
            StS8::new(p, Fs8::post_inc(3, 0x7), SStReg::r(2)).insn(),
            CP,
            "st b8 s[$a3++0x7] $r2",
        ),
        (
            StS16::new(p, Fs16::new(0, 0x1fe), SStReg::l(4)).insn(),
            CP,
            "st b16 s[0x1fe] $r4l",
        ),
        (
            LdSU8::new(p, CsLdReg::r(5), Fs8::new(0, 0x33)).insn(),
            CP84,
            "ld $r5 u8 s[0x33]",
        ),
        (
            LdSB32::new(p, CsLdReg::r(5), Fs32::post_inc(2, 0x40)).insn(),
            CP84,
            "ld $r5 b32 s[$a2++0x40]",
        ),
        (
            LdC::new(p, CsLdReg::r(6), FCon::c(MemType::B32, 2, 0, 0x100)).insn(),
            CP,
            "ld $r6 b32 c2[0x100]",
        ),
        (
            LdC::new(p, CsLdReg::l(6), FCon::c(MemType::S16, 15, 5, 0x2)).insn(),
            CP,
            "ld $r6l s16 c15[$a5+0x2]",
        ),
        (
            LdC::new(p, CsLdReg::r(1), FCon::c_post_inc(MemType::U8, 0, 1, 0x3)).insn(),
            CP,
            "ld $r1 u8 c0[$a1++0x3]",
        ),
        (
            LdA::new(p, Lane::new(0xf), LLDst::r(3), FAttr::new(0, 0x1fc)).insn(),
            VP,
            "ld b32 $r3 a[0x1fc]",
        ),
        (
            StO::new(p, FOut32::new(4, 0x20), LSrc3::r(7)).insn(),
            VP,
            "st b32 o[$a4+0x20] $r7",
        ),
        (
            InterpS::new(SDst::r(2), SVar::new(0, 0x8)).insn(),
            FP,
            "interp $r2 v[0x8]",
        ),
        (
            InterpL::new(p, LDst::r(66), LVar::new(6, 0x3fc)).insn(),
            FP,
            "interp $r66 v[$a6+0x3fc]",
        ),
        // The ignored predicate bits left clear, as envyas leaves them.
        (
            BraC::new(IgnPred::from_raw(0), FConst8::c(3, 1, 0x40)).insn(),
            gt,
            "bra c3[$a1+0x40]",
        ),
    ];
    for (i, target, want) in cases {
        assert_eq!(text(i, target), want);
        let back = Insn::assemble_in(want, target).unwrap_or_else(|e| panic!("{want}: {e}"));
        assert_eq!(
            back.bits(),
            i.bits(),
            "{want}: assembler and builder differ"
        );
        assert_eq!(Insn::decode_in(i.bits(), target).unwrap(), i, "{want}");
    }
    // Operands read back from the word, selector bits included.
    let ld = LdC::new(p, CsLdReg::r(6), FCon::c(MemType::U16, 4, 3, 0x22)).insn();
    assert_eq!(
        LdC::from_insn(ld).unwrap().get_src(),
        FCon::c(MemType::U16, 4, 3, 0x22)
    );
    let st = StS8::new(p, Fs8::post_inc(3, 0x7), SStReg::r(2));
    assert_eq!(st.get_addr(), Fs8::post_inc(3, 0x7));
    // Range checks.
    assert!(Fs32::try_new(0, 0x11).is_err()); // not a multiple of 4
    assert!(Fs32::try_new(8, 0x10).is_err()); // no $a8
    assert!(Fs8::try_new(0, 0x10000).is_err());
    assert!(SVar::try_new(4, 0).is_err()); // short $a is 0..=3
    assert!(FCon::try_c(MemType::B32, 16, 0, 0, false).is_err());
    assert!(FConst8::try_c(0, 0, 0x10000).is_err());
}

/// Texture vectors, texel offsets and quad lanes.
#[test]
fn texture_and_quad_constructors() {
    let p = Pred::always();
    let tex = Texauto::new(
        p,
        LTDst::new(8, 0b1011),
        Tex::t(3),
        Samp::s(1),
        LTSrc::count(2),
        TOffs::new(-8, 0, 7),
    )
    .insn();
    let want = "texauto all $r8:$r9:#:$r10 $t3 $s1 $r8:$r9 -0x8 0x0 0x7";
    assert_eq!(text(tex, CP200), want);
    assert_eq!(Insn::assemble_in(want, CP200).unwrap().bits(), tex.bits());
    let short = TexautoS::new(STDst::r(4), Tex::t(0), Samp::s(0), STSrc::count(3)).insn();
    let want = "texauto all $r4:$r5:$r6:$r7 $t0 $s0 $r4:$r5:$r6";
    assert_eq!(text(short, FP), want);
    assert_eq!(Insn::assemble_in(want, FP).unwrap().bits(), short.bits());
    let q = |lane| {
        let i = Quadop::new(p, McDst::none(), LLDst::r(1), lane, LSrc::r(2), LSrc3::r(3)).insn();
        text(i, FP)
    };
    assert!(
        q(Qs1::lane(2)).contains(" $r1 l2 $r2 $r3"),
        "{}",
        q(Qs1::lane(2))
    );
    assert!(q(Qs1::DX).contains(" $r1 dx $r2 $r3"), "{}", q(Qs1::DX));
    assert!(q(Qs1::DY).contains(" $r1 dy $r2 $r3"), "{}", q(Qs1::DY));
}

/// `cvt` integer sources: the type row and the source, as in a decuda kernel.
#[test]
fn cvt_integer_source_constructors() {
    let p = Pred::always();
    let cvt = |src| CvtU32Int::new(p, McDst::none(), LLDst::r(0), src).insn();
    let i = cvt(CvtIiSrc::u16(Lsh::s(MemType::U16, 0x2)));
    assert_eq!(i.bits(), words(0xa0004201, Some(0x04200780)));
    assert_eq!(text(i, CP), "cvt u32 $r0 u16 u16 s[0x2]");
    assert_eq!(
        CvtU32Int::from_insn(i).unwrap().get_src(),
        CvtIiSrc::u16(Lsh::s(MemType::U16, 0x2))
    );
    for (src, want) in [
        (CvtIiSrc::u32(Lsw::r(5)), "cvt u32 $r0 u32 $r5"),
        (CvtIiSrc::s32(Lsw::r(5)), "cvt u32 $r0 s32 $r5"),
        (CvtIiSrc::u8_r(LSrc::r(7)), "cvt u32 $r0 u8 $r7"),
        (CvtIiSrc::s8_r(LSrc::r(7)), "cvt u32 $r0 s8 $r7"),
        (CvtIiSrc::s16(Lsh::h(3)), "cvt u32 $r0 s16 $r3h"),
        (CvtIiSrc::u8(Lsh::l(3)), "cvt u32 $r0 u8 $r3l"),
        (
            CvtIiSrc::s8(Lsh::s(MemType::S16, 0x4)),
            "cvt u32 $r0 s8 s16 s[0x4]",
        ),
    ] {
        let i = cvt(src);
        assert_eq!(text(i, CP), want);
        assert_eq!(
            Insn::assemble_in(want, CP).unwrap().bits(),
            i.bits(),
            "{want}"
        );
        assert_eq!(CvtU32Int::from_insn(i).unwrap().get_src(), src, "{want}");
    }
}
