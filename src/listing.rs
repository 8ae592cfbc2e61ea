//! Streaming program listings: the shape every instruction set's `write_listing` shares.
//!
//! A listing walks a little-endian code buffer and writes one line per instruction (the
//! layout of the instruction set's reference tool) straight into any [`fmt::Write`]: it
//! never holds the whole text and allocates nothing per instruction. It returns a
//! [`Summary`] saying how far it got and whether the input ended inside an instruction,
//! so that a tool can report a truncated input.
//!
//! With the `std` feature, [`IoWriter`] lets a listing write into an [`std::io::Write`]
//! (a file, standard output) through one buffer, keeping the I/O error (such as a closed
//! pipe) that stopped it:
//!
//! ```
//! # #[cfg(feature = "vivante")] {
//! use isadef::listing::IoWriter;
//! let mut out = IoWriter::new(Vec::new());
//! let bytes = [0u8; 20]; // one `nop` and four bytes of a second instruction
//! let summary = out.run(|w| isadef::vivante::text::write_listing(&bytes, w)).unwrap();
//! assert_eq!(summary.instructions, 1);
//! assert_eq!(summary.truncated.unwrap().available, 4);
//! let text = String::from_utf8(out.into_inner().unwrap()).unwrap();
//! assert_eq!(
//!     text,
//!     "000 [00000000 00000000 00000000 00000000] nop               void, void, void, void\n\
//!      001 [incomplete: 4 trailing bytes]\n"
//! );
//! # }
//! ```

use core::fmt;

/// Bytes a listing buffers before it calls its writer ([`Sink::with_area`](crate::text::Sink::with_area)):
/// one call per few dozen lines, where a line-sized buffer would make one per line.
#[cfg(any(feature = "vivante", feature = "valhall", feature = "g80"))]
pub(crate) const AREA: usize = 4096;

/// What a listing did with its input.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Summary {
    /// Whole instructions listed.
    pub instructions: usize,
    /// Byte offset where the listing stopped: the input's length, or where a stop rule of
    /// the reference tool ended it early (Valhall: the first zero word), or where a
    /// truncated instruction starts.
    pub end: usize,
    /// The input ended inside an instruction.
    pub truncated: Option<Truncated>,
}

impl Summary {
    /// `n` whole instructions of `width` bytes, then `rest` bytes of one more (a truncated
    /// instruction when `rest` is not 0).
    #[cfg(any(feature = "vivante", feature = "valhall"))]
    pub(crate) const fn fixed(n: usize, width: usize, rest: usize) -> Summary {
        Summary {
            instructions: n,
            end: width * n,
            truncated: if rest == 0 {
                None
            } else {
                Some(Truncated {
                    offset: width * n,
                    available: rest,
                    needed: width,
                })
            },
        }
    }
}

/// An instruction cut short by the end of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Truncated {
    /// Byte offset where the instruction starts.
    pub offset: usize,
    /// Bytes of it the input held.
    pub available: usize,
    /// Bytes it needs.
    pub needed: usize,
}

impl fmt::Display for Truncated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "input truncated: the instruction at byte offset {:#x} needs {} bytes, {} left",
            self.offset, self.needed, self.available
        )
    }
}

/// `%02x ` for every byte value: three bytes each (Valhall's listing prints a word's bytes
/// this way).
#[cfg(any(feature = "vivante", feature = "valhall", feature = "g80"))]
pub(crate) static HEX_BYTE_SPACE: [[u8; 3]; 256] = {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut t = [[0u8; 3]; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = [HEX[i >> 4], HEX[i & 0xf], b' '];
        i += 1;
    }
    t
};

/// Writes `v` as eight lower-case hexadecimal digits (`%08x`) into `out`.
#[cfg(any(feature = "vivante", feature = "g80"))]
#[inline]
pub(crate) fn hex8(out: &mut [u8], v: u32) {
    for (i, d) in out[..8].chunks_exact_mut(2).enumerate() {
        let pair = &HEX_BYTE_SPACE[(v >> (24 - 8 * i)) as u8 as usize];
        d.copy_from_slice(&pair[..2]);
    }
}

/// A line counter kept as decimal digits (`%03u`), incremented in place: no division per
/// line.
#[cfg(feature = "vivante")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counter {
    digits: [u8; 20],
    start: usize,
}

#[cfg(feature = "vivante")]
impl Counter {
    /// `000`.
    pub(crate) const fn new() -> Counter {
        let mut digits = [b'0'; 20];
        digits[19] = b' ';
        Counter { digits, start: 16 }
    }

    /// The digits and a space.
    #[inline]
    pub(crate) fn text(&self) -> &[u8] {
        &self.digits[self.start..]
    }

    /// Adds one.
    #[inline]
    pub(crate) fn bump(&mut self) {
        let mut i = 18;
        loop {
            if self.digits[i] < b'9' {
                self.digits[i] += 1;
                return;
            }
            self.digits[i] = b'0';
            if i == 0 {
                return;
            }
            i -= 1;
            if i < self.start {
                self.start = i;
            }
        }
    }
}

#[cfg(feature = "std")]
pub use io::IoWriter;

#[cfg(feature = "std")]
mod io {
    use core::fmt;
    use std::io::{self, Write};
    use std::vec::Vec;

    /// Bytes collected before they are passed on to the [`io::Write`].
    const CAPACITY: usize = 64 * 1024;

    /// A [`fmt::Write`] over an [`io::Write`] through one buffer (64 KiB, allocated
    /// once): what a listing writes reaches the writer in large blocks. The first I/O
    /// error is kept (the `fmt::Write` side only sees [`fmt::Error`]) and every later
    /// write fails at once, so a listing into a closed pipe stops at the next line.
    pub struct IoWriter<W: Write> {
        /// Always `Some` (taken only by [`IoWriter::into_inner`]).
        out: Option<W>,
        buf: Vec<u8>,
        error: Option<io::Error>,
    }

    impl<W: Write> IoWriter<W> {
        /// Wraps `out`.
        pub fn new(out: W) -> Self {
            IoWriter {
                out: Some(out),
                buf: Vec::with_capacity(CAPACITY),
                error: None,
            }
        }

        /// Passes the buffered text on to the writer and flushes it.
        pub fn flush(&mut self) -> io::Result<()> {
            self.take_error()?;
            self.write_buf()?;
            self.inner().flush()
        }

        fn inner(&mut self) -> &mut W {
            self.out
                .as_mut()
                .expect("IoWriter: writer present until into_inner")
        }

        /// The I/O error that made a write fail, if any (it is cleared).
        pub fn take_error(&mut self) -> io::Result<()> {
            match self.error.take() {
                Some(e) => Err(e),
                None => Ok(()),
            }
        }

        /// Runs `f` (a listing, say) on this writer and flushes; a [`fmt::Error`] becomes
        /// the I/O error behind it (or [`io::ErrorKind::Other`] if the formatting itself
        /// failed).
        pub fn run<T>(
            &mut self,
            f: impl FnOnce(&mut dyn fmt::Write) -> Result<T, fmt::Error>,
        ) -> io::Result<T> {
            let r = f(self);
            self.take_error()?;
            let v = r.map_err(|_| io::Error::other("formatting error"))?;
            self.flush()?;
            Ok(v)
        }

        /// Flushes and gives back the writer.
        pub fn into_inner(mut self) -> io::Result<W> {
            self.flush()?;
            Ok(self
                .out
                .take()
                .expect("IoWriter: writer present until into_inner"))
        }

        fn write_buf(&mut self) -> io::Result<()> {
            let Some(out) = self.out.as_mut() else {
                return Ok(());
            };
            let r = out.write_all(&self.buf);
            self.buf.clear();
            r
        }

        #[cold]
        #[inline(never)]
        fn spill(&mut self, s: &str) -> fmt::Result {
            if self.error.is_some() {
                return Err(fmt::Error);
            }
            let r = if s.len() >= CAPACITY {
                self.write_buf()
                    .and_then(|()| self.inner().write_all(s.as_bytes()))
            } else {
                let r = self.write_buf();
                self.buf.extend_from_slice(s.as_bytes());
                r
            };
            r.map_err(|e| {
                self.error = Some(e);
                fmt::Error
            })
        }
    }

    impl<W: Write> fmt::Write for IoWriter<W> {
        #[inline]
        fn write_str(&mut self, s: &str) -> fmt::Result {
            if self.buf.len() + s.len() > CAPACITY || self.error.is_some() {
                return self.spill(s);
            }
            self.buf.extend_from_slice(s.as_bytes());
            Ok(())
        }
    }

    impl<W: Write> Drop for IoWriter<W> {
        /// Passes on what is still buffered, ignoring errors (call [`IoWriter::flush`] or
        /// [`IoWriter::into_inner`] to see them).
        fn drop(&mut self) {
            if self.error.is_none() && !self.buf.is_empty() {
                let _ = self.write_buf();
            }
        }
    }
}
