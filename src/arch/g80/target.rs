//! What G80 decoding depends on besides the word: the GPU variant and the program type.
//!
//! envydis decodes per variant (`-V g80|g84|g200|mcp77|gt215`, i.e. the feature sets
//! sm11, sm12, fp64 and d3d10_1) and per program type (`-m vp|gp|fp|cp`): some rows
//! exist only with a feature (`ld u8 s[]` needs sm11) or only in some program types
//! (`interp` in fragment programs, `st s[]` in compute, `ld a[]` with `$a` in vertex and
//! geometry programs). The table marks
//! such forms and modifiers with the [`gate`] constants; [`Target`] turns a variant and a
//! program type into the bits the gates test.

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

impl crate::isa::DecodeTarget for Target {
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

/// The value of `all` whose name is `s`, or the error naming `what` was parsed.
fn by_name<T: Copy, const N: usize>(
    all: [T; N],
    name: fn(T) -> &'static str,
    s: &str,
    what: &'static str,
) -> Result<T, ParseTargetError> {
    all.into_iter()
        .find(|&v| name(v) == s)
        .ok_or(ParseTargetError { what })
}

impl FromStr for Variant {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(Variant::ALL, Variant::name, s, "variant")
    }
}

impl FromStr for Mode {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(Mode::ALL, Mode::name, s, "program type")
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

    crate::flags::flag_set! {
        /// Feature sets of GPU variants (envydis's `fmask` bits).
        #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct Features(u32) {
            /// SM 1.1 opcodes.
            const SM11 = 1;
            /// SM 1.2 opcodes.
            const SM12 = 2;
            /// 64-bit floating point.
            const FP64 = 4;
            /// Direct3D 10.1 additions.
            const D3D10_1 = 8;
        }

        /// Sets of program types (envydis's `ptype` bits).
        #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct Modes(u32) {
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
