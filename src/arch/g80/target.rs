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

/// An enum of targets envydis names on its command line, each variant with its name:
/// the enum (the first variant its default), `ALL`, `name` and `FromStr` (an unknown name
/// is the [`ParseTargetError`] `$err`).
macro_rules! named_enum {
    (
        $(#[doc = $doc:literal])* $enum:ident $err:ident
        { $( $(#[doc = $vdoc:literal])* $v:ident $name:literal ),* }
    ) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $enum { $( $(#[doc = $vdoc])* $v, )* }

        impl Default for $enum {
            /// The first one listed.
            fn default() -> Self {
                $enum::ALL[0]
            }
        }

        impl $enum {
            /// Every one, in envydis's order.
            pub const ALL: [$enum; [$($name),*].len()] = [$($enum::$v),*];
            /// The name envydis uses, one of:
            $( #[doc = concat!("- `", $name, "`")] )*
            pub const fn name(self) -> &'static str {
                match self { $( $enum::$v => $name, )* }
            }
        }

        impl FromStr for $enum {
            type Err = ParseTargetError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $enum::ALL
                    .into_iter()
                    .find(|v| v.name() == s)
                    .ok_or(ParseTargetError::$err)
            }
        }
    };
}

/// Declares, from one list each, the feature set [`Features`] (with a gate per feature),
/// the variants ([`Variant`] and [`Variant::features`]) and the program types ([`Mode`],
/// [`Mode::bit`], the flag set [`Modes`] and a gate per program type), around the
/// [`gate`] module's own items.
macro_rules! targets {
    (
        features { $( #[doc = $fdoc:literal] $f:ident $fname:literal = $fbit:literal, )* }
        $(#[doc = $vdoc:literal])*
        variants { $( $(#[doc = $vvdoc:literal])* $v:ident $vname:literal [$($vf:ident)*], )* }
        $(#[doc = $mdoc:literal])*
        modes {
            $( #[doc = $mmdoc:literal] $m:ident $mname:literal $mflag:ident = $mbit:literal, )*
        }
        $(#[$gattr:meta])* pub mod gate { $( $gate:tt )* }
    ) => {
        named_enum! { $(#[doc = $vdoc])* Variant Variant { $( $(#[doc = $vvdoc])* $v $vname ),* } }
        named_enum! { $(#[doc = $mdoc])* Mode Mode { $( #[doc = $mmdoc] $m $mname ),* } }

        impl Variant {
            /// The variant's feature set.
            pub const fn features(self) -> Features {
                match self { $( Variant::$v => Features::empty()$(.union(Features::$vf))*, )* }
            }
        }

        impl Mode {
            /// The program type as a one-element [`Modes`] set.
            pub const fn bit(self) -> Modes {
                match self { $( Mode::$m => Modes::$mflag, )* }
            }
        }

        $(#[$gattr])*
        pub mod gate {
            use crate::form::Gate;

            crate::flags::flag_set! {
                /// Feature sets of GPU variants (envydis's `fmask` bits).
                #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
                pub struct Features(u32) { $( #[doc = $fdoc] const $f = $fbit; )* }

                /// Sets of program types (envydis's `ptype` bits).
                #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
                pub struct Modes(u32) { $( #[doc = $mmdoc] const $mflag = $mbit; )* }
            }
            $(
                #[doc = concat!("Requires ", $fname, ".")]
                pub const $f: Gate = requires(Features::$f);
            )*
            $(
                #[doc = concat!("Allowed in ", $mname, " programs only.")]
                pub const $mflag: Gate = only_in(Modes::$mflag);
            )*
            $( $gate )*
        }
    };
}

/// What G80 decoding depends on besides the words: variant and program type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Target {
    /// The GPU variant.
    pub variant: Variant,
    /// The program type.
    pub mode: Mode,
}

impl crate::isa::DecodeTarget for Target {
    #[inline(always)]
    fn gate_bits(self) -> u32 {
        self.variant.features().bits() | self.mode.bit().bits()
    }
}

/// An unknown variant or program type name: which of the two was being parsed.
///
/// ```
/// use isadef::g80::target::{Mode, ParseTargetError, Variant};
/// assert_eq!("g86".parse::<Variant>(), Err(ParseTargetError::Variant));
/// assert_eq!(
///     ParseTargetError::Variant.to_string(),
///     "unknown G80 variant (expected g80, g84, g200, mcp77 or gt215)"
/// );
/// assert_eq!("xp".parse::<Mode>(), Err(ParseTargetError::Mode));
/// assert_eq!(
///     ParseTargetError::Mode.to_string(),
///     "unknown G80 program type (expected vp, gp, fp or cp)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParseTargetError {
    /// Not a [`Variant`]'s name.
    Variant,
    /// Not a [`Mode`]'s (program type's) name.
    Mode,
}

impl fmt::Display for ParseTargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseTargetError::Variant => expected(f, "variant", &Variant::ALL.map(Variant::name)),
            ParseTargetError::Mode => expected(f, "program type", &Mode::ALL.map(Mode::name)),
        }
    }
}

/// `unknown G80 <what> (expected a, b or c)`.
fn expected(f: &mut fmt::Formatter<'_>, what: &str, names: &[&str]) -> fmt::Result {
    write!(f, "unknown G80 {what} (expected ")?;
    for (i, name) in names.iter().enumerate() {
        let sep = match i {
            0 => "",
            _ if i + 1 == names.len() => " or ",
            _ => ", ",
        };
        write!(f, "{sep}{name}")?;
    }
    f.write_str(")")
}

impl core::error::Error for ParseTargetError {}

// The feature sets, variants and program types, each listed once.
targets! {
    features {
        /// SM 1.1 opcodes.
        SM11 "sm11" = 1,
        /// SM 1.2 opcodes.
        SM12 "sm12" = 2,
        /// 64-bit floating point.
        FP64 "fp64" = 4,
        /// Direct3D 10.1 additions.
        D3D10_1 "d3d10_1" = 8,
    }
    /// GPU variants envydis distinguishes, each with its feature set.
    variants {
        /// G80 (compute capability 1.0): the base instruction set.
        G80 "g80" [],
        /// G84–G98 (1.1): adds sm11 (`brkpt`, `ld s[]`, 32-bit global atomics).
        G84 "g84" [SM11],
        /// G200 (1.3): sm11, sm12 (lock/unlock, vote, fmul sat, 64-bit atomics) and fp64.
        G200 "g200" [SM11 SM12 FP64],
        /// MCP77/MCP79: sm11 and sm12 without fp64.
        Mcp77 "mcp77" [SM11 SM12],
        /// GT215–GT218, MCP89: sm11, sm12 and d3d10_1 (`$sampleid`, `texprep`,
        /// `texquerylod`, `texgather`, `bra c[]`, `preret`).
        Gt215 "gt215" [SM11 SM12 D3D10_1],
    }
    /// Program types.
    modes {
        /// Vertex program.
        Vp "vp" VP = 0x10,
        /// Geometry program.
        Gp "gp" GP = 0x20,
        /// Fragment program.
        Fp "fp" FP = 0x40,
        /// Compute program.
        Cp "cp" CP = 0x80,
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
    /// use isadef::g80::target::gate::{self, Features, Modes};
    /// use isadef::g80::target::{Mode, Variant};
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
        /// Requires every feature of `f`.
        pub const fn requires(f: Features) -> Gate {
            Gate::all(f.bits())
        }

        /// Allowed in the program types of `m` only.
        pub const fn only_in(m: Modes) -> Gate {
            Gate::any(m.bits())
        }

        /// Vertex and geometry programs.
        pub const VP_GP: Gate = only_in(Modes::VP.union(Modes::GP));
        /// Every program type but compute.
        pub const NOT_CP: Gate = only_in(Modes::CP.complement());
        /// sm11 compute programs.
        pub const SM11_CP: Gate = SM11.and(CP);
        /// sm12 compute programs.
        pub const SM12_CP: Gate = SM12.and(CP);
    }
}

pub use gate::{Features, Modes};
