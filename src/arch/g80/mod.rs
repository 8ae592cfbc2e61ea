//! NVIDIA G80 (NV50, Tesla) shader instructions: a stream of little-endian 32-bit words;
//! an instruction is one word (short, w0 bit 0 clear) or two (long, w0 bit 0 set). The
//! table numbers bits over `w0 | w1 << 32`, as envydis and `reference/g80/encoding.md` do.
//!
//! Encoding diagrams of every class (bit boxes, opcode values, operands, modifier values),
//! drawn from this table: `docs/g80.md` in the repository (`cargo run --example isadoc`
//! regenerates it).
//!
//! Transcribed from the G80 instruction document (`seeds/g80-INSNS.txt`) completed and
//! corrected by `reference/g80/encoding.md`: the encodings of the document's "TBD"
//! instructions, and four corrections where the document disagrees with envydis and with
//! shipped shaders — exit is `w1[1:0]` = 1 and join = 2 (the document swaps them); code
//! targets are `w0[26:11]` and `w1[19:14]` (not `w0[24:9]`); the shift-by-immediate selector
//! is w1 bit 20 (not bit 16); the special-register field is 4 bits (`w1[17:14]`).
//!
//! Decoding, printing and assembling depend on a [`Target`]: the GPU variant
//! (feature sets sm11, sm12, fp64, d3d10_1) and the program type (vp, gp, fp, cp). Text is
//! byte-for-byte envydis (envytools f102b823, `-n -m g80 -w`), including
//! ` [unknown: …]` for bits nothing decodes.
//!
//! ```
//! use isadef::g80::{Insn, Mode, Target, Variant};
//! let t = Target { variant: Variant::G80, mode: Mode::Cp };
//! let i = Insn::decode_in(0x1100e804, t).unwrap();
//! assert_eq!(i.len(), 4);
//! assert_eq!(i.display(t).to_string(), "mov b32 $r1 b32 s[0x10]");
//!
//! // The assembler reads envydis text back and picks envyas's encoding: the short
//! // form when one exists, a long one when asked with `long`.
//! assert_eq!(Insn::assemble_in("mov b32 $r1 b32 s[0x10]", t).unwrap(), i);
//! let long = Insn::assemble_in("long mov b32 $r1 b32 s[0x10]", t).unwrap();
//! assert_eq!((long.len(), long.display(t).to_string()), (8, i.display(t).to_string()));
//! ```
//!
//! The assembler (`asm.rs`) follows envyas: every form is tried in envydis's root order
//! (short, long control, long normal, long immediate), depth first through its syntax,
//! sub-table rows and modifier values; the first complete match wins. Bits the text
//! does not mention are zero, except that an unpredicated long instruction gets the
//! "always" predicate. Numbers may be hex, decimal or (leading `0`) octal, as in envyas.
//!
//! Beyond envyas, [`Insn::assemble_in`] reads back the three spellings envydis prints
//! that envyas rejects — post-increment on `$a0` written with a zero before `++`
//! (`s[0x0++0x10]`), a fully masked texture destination `#:#:#:#` whose base register
//! (shared with the source vector) is not `$r0`, and negative texel offsets (`-0x2`) —
//! plus a minus sign after `++` (`s[$a1++-0x4]`, the word of
//! `s[$a1++0xfffffffffffffffc]`). In program text (`assemble_program`) lines starting
//! with `#` are comments.
//!
//! ```
//! use isadef::g80::{Insn, Mode, Target, Variant};
//! let t = Target { variant: Variant::G200, mode: Mode::Cp };
//! let i = Insn::assemble_in("texfetch live #:#:$r1:$r2 $t152 $s0 $r1 0x5 0x0 -0x2", t).unwrap();
//! assert_eq!(i.bits(), 0x050ec784_f1013005);
//! let i = Insn::assemble_in("ld $r0 s16 c4[0x0++0x7268]", t).unwrap();
//! assert_eq!(i.bits(), 0x25008780_12726801);
//! ```
//!
//! Builders take word-level operands: a value sets its field and the selector, `$a` and
//! space bits its sub-table reads. [`shortest`] picks a short encoding with the same text.
//!
//! ```
//! use isadef::g80::*;
//! let t = Target { variant: Variant::G80, mode: Mode::Cp };
//! const ADD: Insn = AddB32L::new(
//!     Pred::always(), McDst::none(), LLDst::r(1),
//!     Lsw::s(MemType::B32, 0x10), // s[] source 1: sets w1[21] too
//!     Lc3w::r(0), AddCond::none(),
//! ).insn();
//! assert_eq!(ADD.bits(), 0x04200780_2000c805);
//! assert_eq!(ADD.display(t).to_string(), "add b32 $r1 b32 s[0x10] $r0");
//! assert_eq!(shortest(ADD, t).bits(), 0x2100e804); // what envyas emits
//! assert!(Lsw::try_s(MemType::B32, 0, 0x84).is_err());
//! ```

mod asm;
mod atoms;
mod build;
mod operands;
mod text;

#[cfg(feature = "alloc")]
pub use asm::assemble_program;
pub use asm::ProgramError;
pub use build::{shorten_pairs, shortest, AtomOp, Cc, MemType};
pub use operands::*;
pub use text::{code_targets, write_insn, write_line, write_listing_with, Display, Marks};
#[cfg(feature = "alloc")]
pub use text::{disassemble, write_listing};

use core::fmt;
use core::str::FromStr;

/// GPU variants envydis distinguishes, each with its feature set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// G80 (compute capability 1.0): the base instruction set.
    #[default]
    G80,
    /// G84–G98 (1.1): adds sm11 (`brkpt`, `ld s[]`, 32-bit global atomics).
    G84,
    /// G200 (1.3): sm11, sm12 (lock/unlock, vote, fmul sat, 64-bit atomics) and fp64.
    G200,
    /// MCP77/MCP79: sm11 and sm12 without fp64.
    Mcp77,
    /// GT215–GT218, MCP89: sm11, sm12 and d3d10_1 (`$sampleid`, `texprep`,
    /// `texquerylod`, `texgather`, `bra c[]`, `preret`).
    Gt215,
}

/// Program types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Vertex program.
    #[default]
    Vp,
    /// Geometry program.
    Gp,
    /// Fragment program.
    Fp,
    /// Compute program.
    Cp,
}

/// What G80 decoding depends on besides the words: variant and program type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Target {
    /// The GPU variant.
    pub variant: Variant,
    /// The program type.
    pub mode: Mode,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 5] = [
        Variant::G80,
        Variant::G84,
        Variant::G200,
        Variant::Mcp77,
        Variant::Gt215,
    ];
    /// The name envydis uses (`g80`, `g84`, `g200`, `mcp77`, `gt215`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::G80 => "g80",
            Variant::G84 => "g84",
            Variant::G200 => "g200",
            Variant::Mcp77 => "mcp77",
            Variant::Gt215 => "gt215",
        }
    }
    /// The variant's feature set.
    pub const fn features(self) -> Features {
        match self {
            Variant::G80 => Features::empty(),
            Variant::G84 => Features::SM11,
            Variant::G200 => Features::SM11.union(Features::SM12).union(Features::FP64),
            Variant::Mcp77 => Features::SM11.union(Features::SM12),
            Variant::Gt215 => Features::SM11
                .union(Features::SM12)
                .union(Features::D3D10_1),
        }
    }
}

impl Mode {
    /// Every program type.
    pub const ALL: [Mode; 4] = [Mode::Vp, Mode::Gp, Mode::Fp, Mode::Cp];
    /// The name envydis uses (`vp`, `gp`, `fp`, `cp`).
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Vp => "vp",
            Mode::Gp => "gp",
            Mode::Fp => "fp",
            Mode::Cp => "cp",
        }
    }
    /// The program type as a one-element [`Modes`] set.
    pub const fn bit(self) -> Modes {
        match self {
            Mode::Vp => Modes::VP,
            Mode::Gp => Modes::GP,
            Mode::Fp => Modes::FP,
            Mode::Cp => Modes::CP,
        }
    }
}

impl crate::isa::Target for Target {
    #[inline(always)]
    fn gate_bits(self) -> u32 {
        self.variant.features().bits() | self.mode.bit().bits()
    }
}

/// An unknown variant or program type name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseTargetError {
    /// What was being parsed (`"variant"` or `"program type"`).
    pub what: &'static str,
}

impl fmt::Display for ParseTargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.what {
            "variant" => {
                f.write_str("unknown G80 variant (expected g80, g84, g200, mcp77 or gt215)")
            }
            _ => f.write_str("unknown G80 program type (expected vp, gp, fp or cp)"),
        }
    }
}

impl core::error::Error for ParseTargetError {}

impl FromStr for Variant {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or(ParseTargetError { what: "variant" })
    }
}

impl FromStr for Mode {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or(ParseTargetError {
                what: "program type",
            })
    }
}

/// Target gates of forms, modifiers and sub-table rows: feature requirements and the
/// program types a row exists in (envydis's `fmask` and `ptype`).
///
/// A gate is built from a [`Features`] set (all required) and a [`Modes`] set (one of
/// them required): two types, so a program type cannot be required as a feature or the
/// other way round. Their bits are disjoint inside a [`Gate`](crate::form::Gate), whose
/// target bits are [`Variant::features`] and [`Mode::bit`] together.
///
/// ```
/// use isadef::g80::gate::{self, Features, Modes};
/// use isadef::g80::{Mode, Variant};
/// const SM12_VP_GP: isadef::form::Gate = gate::requires(Features::SM12)
///     .and(gate::only_in(Modes::VP.union(Modes::GP)));
/// let bits = |v: Variant, m: Mode| v.features().bits() | m.bit().bits();
/// assert!(SM12_VP_GP.allows(bits(Variant::G200, Mode::Gp)));
/// assert!(!SM12_VP_GP.allows(bits(Variant::G84, Mode::Gp)));
/// assert!(!SM12_VP_GP.allows(bits(Variant::G200, Mode::Cp)));
/// assert_eq!(format!("{:?}", Variant::Mcp77.features()), "Features(SM11 | SM12)");
/// assert_eq!(format!("{:?}", Modes::VP | Modes::FP), "Modes(VP | FP)");
/// ```
pub mod gate {
    use crate::form::Gate;
    use core::fmt;

    /// Feature sets of GPU variants (envydis's `fmask` bits).
    #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Features(u32);

    bitflags::bitflags! {
        impl Features: u32 {
            /// SM 1.1 opcodes.
            const SM11 = 1;
            /// SM 1.2 opcodes.
            const SM12 = 2;
            /// 64-bit floating point.
            const FP64 = 4;
            /// Direct3D 10.1 additions.
            const D3D10_1 = 8;
        }
    }

    /// Sets of program types (envydis's `ptype` bits).
    #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Modes(u32);

    bitflags::bitflags! {
        impl Modes: u32 {
            /// Vertex programs.
            const VP = 0x10;
            /// Geometry programs.
            const GP = 0x20;
            /// Fragment programs.
            const FP = 0x40;
            /// Compute programs.
            const CP = 0x80;
        }
    }

    impl fmt::Debug for Features {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            crate::flags::debug("Features", self, f)
        }
    }

    impl fmt::Debug for Modes {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            crate::flags::debug("Modes", self, f)
        }
    }

    /// Requires every feature of `f`.
    pub const fn requires(f: Features) -> Gate {
        Gate::all(f.bits())
    }

    /// Allowed in the program types of `m` only.
    pub const fn only_in(m: Modes) -> Gate {
        Gate::any(m.bits())
    }

    /// Requires sm11.
    pub const SM11: Gate = requires(Features::SM11);
    /// Requires sm12.
    pub const SM12: Gate = requires(Features::SM12);
    /// Requires fp64.
    pub const FP64: Gate = requires(Features::FP64);
    /// Requires d3d10_1.
    pub const D3D10_1: Gate = requires(Features::D3D10_1);
    /// Vertex programs.
    pub const VP: Gate = only_in(Modes::VP);
    /// Geometry programs.
    pub const GP: Gate = only_in(Modes::GP);
    /// Fragment programs.
    pub const FP: Gate = only_in(Modes::FP);
    /// Compute programs.
    pub const CP: Gate = only_in(Modes::CP);
    /// Vertex and geometry programs.
    pub const VP_GP: Gate = only_in(Modes::VP.union(Modes::GP));
    /// Every program type but compute.
    pub const NOT_CP: Gate = only_in(Modes::CP.complement());
    /// sm11 compute programs.
    pub const SM11_CP: Gate = SM11.and(CP);
    /// sm12 compute programs.
    pub const SM12_CP: Gate = SM12.and(CP);
}

pub use gate::{Features, Modes};

use gate::{CP, D3D10_1, FP, FP64, GP, SM11, SM11_CP, SM12, SM12_CP, VP_GP};

include!("table.rs");

impl Insn {
    /// A value that prints the instruction for `target` (envydis text).
    pub fn display(self, target: Target) -> Display {
        Display { insn: self, target }
    }
}
