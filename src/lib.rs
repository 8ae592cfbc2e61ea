#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms, unreachable_pub)]
// A field is written as its list of bit ranges, one or more: `Field::new(&[9..13])`.
#![allow(clippy::single_range_in_vec_init)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "alloc")]
extern crate alloc;

pub mod access;
pub mod bits;
mod branch;
pub mod checks;
pub mod code;
pub mod error;
#[cfg(any(feature = "vivante", feature = "g80"))]
mod flags;
pub mod form;
pub mod isa;
pub mod listing;
mod macros;
mod message;
mod piece;
mod rules;
#[cfg(feature = "subtables")]
pub mod subtable;
pub mod text;
#[cfg(feature = "arbitrary")]
mod valid;

mod arch;

#[cfg(feature = "g80")]
pub use arch::g80;
#[cfg(feature = "valhall")]
pub use arch::valhall;
#[cfg(feature = "vivante")]
pub use arch::vivante;

pub use bits::Field;
pub use error::{AsmError, AsmErrorKind, DecodeError, DecodeErrorKind, RangeError};
pub use isa::Isa;

#[doc(hidden)]
pub mod __private {
    pub use crate::form::support::*;
    pub use crate::piece::Chunk;
    #[cfg(feature = "arbitrary")]
    pub use crate::valid::arbitrary_valid;
    #[cfg(feature = "alloc")]
    pub use alloc::vec::Vec;
    #[cfg(feature = "arbitrary")]
    pub use arbitrary;
    pub use paste::paste;

    /// Any raw value of `width` bits, for an operand type's `Arbitrary` (`operand_type!`
    /// and the crate's own operand types).
    #[cfg(feature = "arbitrary")]
    pub fn arbitrary_raw(
        u: &mut arbitrary::Unstructured<'_>,
        width: u32,
    ) -> arbitrary::Result<u128> {
        let raw: u128 = if width <= 64 {
            u.arbitrary::<u64>()? as u128
        } else {
            u.arbitrary()?
        };
        Ok(raw & crate::bits::low_mask(width))
    }
}
