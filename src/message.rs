//! Text assembled in a `const` evaluation: the table checks' compile-time error messages
//! (and, at run time, short texts in a fixed buffer).

/// A compile-time error message assembled from pieces (for messages that name something
/// only known while evaluating, such as the other form of an ambiguous pair).
#[derive(Clone, Copy)]
pub struct Message {
    buf: [u8; 256],
    len: usize,
}

impl Message {
    /// An empty message.
    pub const fn new() -> Message {
        Message {
            buf: [0; 256],
            len: 0,
        }
    }

    /// Appends `s` (cut at 256 bytes).
    pub const fn push(mut self, s: &str) -> Message {
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() && self.len < self.buf.len() {
            self.buf[self.len] = b[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    /// Appends `n` in decimal.
    pub const fn push_u32(mut self, n: u32) -> Message {
        let c = crate::piece::Chunk::decimal(n);
        let mut i = 0;
        while i < c.len as usize && self.len < self.buf.len() {
            self.buf[self.len] = c.bytes[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    /// The text (empty if a cut split a character).
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.buf.split_at(self.len).0) {
            Ok(s) => s,
            Err(_) => "",
        }
    }
}

/// Writing into a message fails, rather than cutting the text, when it does not fit.
impl core::fmt::Write for Message {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let end = self.len + s.len();
        self.buf
            .get_mut(self.len..end)
            .ok_or(core::fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

impl Default for Message {
    fn default() -> Self {
        Message::new()
    }
}
