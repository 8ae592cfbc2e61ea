//! What every image shares: a panic handler and a fixed text buffer.
//!
//! Each image in `src/bin/` starts at `_start`, reads its input through
//! [`core::hint::black_box`] (so nothing is folded at compile time) and hands its result
//! to `black_box` again (so nothing is dropped).
#![no_std]

use core::fmt;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}

/// A fixed buffer that text is formatted into; text past its end is an error.
pub struct Buffer {
    /// The bytes.
    pub bytes: [u8; 256],
    /// How many are written.
    pub len: usize,
}

impl Buffer {
    /// An empty buffer.
    pub const fn new() -> Buffer {
        Buffer {
            bytes: [0; 256],
            len: 0,
        }
    }
}

impl Default for Buffer {
    fn default() -> Self {
        Buffer::new()
    }
}

impl fmt::Write for Buffer {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// An opaque input word.
#[inline(always)]
pub fn input<T>(value: T) -> T {
    core::hint::black_box(value)
}

/// Keeps `value` alive.
#[inline(always)]
pub fn output<T>(value: T) {
    core::hint::black_box(value);
}

/// The image's entry point, `_start` (the linker's default entry symbol), running `$body`
/// once and then idling.
#[macro_export]
macro_rules! image {
    ($body:block) => {
        #[no_mangle]
        pub extern "C" fn _start() -> ! {
            $body
            #[allow(clippy::empty_loop)]
            loop {}
        }
    };
}
