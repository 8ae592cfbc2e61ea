//! The names and tables both Valhall's operand printer (`operands.rs`) and its parser
//! (`parse.rs`) read: the immediate table (LUT), each FAU page's special values, the
//! layout of a source's parts, and the source suffixes of Mesa's enums, in their order:
//! its disassembler prints them by value, its `asm.py` takes the first value of a name.

/// The 32-entry immediate table (LUT) reachable from any source byte `0xC0 | index`.
pub const LUT: [u32; 32] = [
    0x0, 0xFFFFFFFF, 0x7FFFFFFF, 0xFAFCFDFE, 0x1000000, 0x80002000, 0x70605030, 0xC0B0A090,
    0x3020100, 0x7060504, 0xB0A0908, 0xF0E0D0C, 0x13121110, 0x17161514, 0x1B1A1918, 0x1F1E1D1C,
    0x3F800000, 0x3DCCCCCD, 0x3EA2F983, 0x3F317218, 0x40490FDB, 0x0, 0x477FFF00, 0x5C005BF8,
    0x2E660000, 0x34000000, 0x38000000, 0x3C000000, 0x40000000, 0x44000000, 0x48000000, 0x42480000,
];

/// A page of special FAU values: `reserved` but for the `(entry, name)` pairs given.
const fn special_page(named: &[(usize, &'static str)]) -> [&'static str; 16] {
    let mut page = ["reserved"; 16];
    let mut i = 0;
    while i < named.len() {
        page[named[i].0] = named[i].1;
        i += 1;
    }
    page
}

/// Special FAU values of page 0 (entry k is the 64-bit value selected by source byte
/// `0xE0 | k << 1 | word`).
#[rustfmt::skip]
pub const SPECIAL_PAGE0: [&str; 16] = special_page(&[
    (2, "warp_id"), (4, "framebuffer_size"), (5, "atest_datum"), (6, "sample"),
    (8, "blend_descriptor_0"), (9, "blend_descriptor_1"), (10, "blend_descriptor_2"),
    (11, "blend_descriptor_3"), (12, "blend_descriptor_4"), (13, "blend_descriptor_5"),
    (14, "blend_descriptor_6"), (15, "blend_descriptor_7"),
]);
/// Special FAU values of page 1.
pub const SPECIAL_PAGE1: [&str; 16] = special_page(&[
    (1, "thread_local_pointer"),
    (3, "workgroup_local_pointer"),
    (7, "resource_table_pointer"),
]);
/// Special FAU values of page 3.
pub const SPECIAL_PAGE3: [&str; 16] =
    special_page(&[(1, "lane_id"), (3, "core_id"), (15, "program_counter")]);

/// Layout constants of [`Src`](crate::valhall::operands::Src): the size (two low bits)
/// and the modifier parts present.
pub mod layout {
    /// 8-bit source.
    pub const SIZE_8: u32 = 0;
    /// 16-bit source.
    pub const SIZE_16: u32 = 1;
    /// 32-bit source.
    pub const SIZE_32: u32 = 2;
    /// 64-bit source (two source slots in a narrower instruction).
    pub const SIZE_64: u32 = 3;
    /// `.neg` and `.abs` bits (implies a float source).
    pub const NEG_ABS: u32 = 1 << 2;
    /// 2-bit swizzle (`Widen` names for 32-bit, the first four 16-bit swizzles for 16-bit).
    pub const SWIZZLE: u32 = 1 << 3;
    /// 4-bit widen (`Swizzles (N-bit)` names).
    pub const WIDEN: u32 = 1 << 4;
    /// 4-bit lanes (`Lanes (8-bit)` names).
    pub const LANES: u32 = 1 << 5;
    /// 4-bit half-swizzle (`Half-swizzles (8-bit)` names).
    pub const HALF_SWIZZLE: u32 = 1 << 6;
    /// 3-bit combine.
    pub const COMBINE: u32 = 1 << 7;
    /// Lane select (2 bits for 8/32-bit sources, 1 bit for 16-bit).
    pub const LANE: u32 = 1 << 8;
    /// `.not` bit.
    pub const NOT: u32 = 1 << 9;
    /// Float source: immediates print as table values, never as special names.
    pub const FLOAT: u32 = 1 << 10;
}
use layout::*;

/// Offsets of the parts of a source with layout `l` inside its raw value.
#[derive(Clone, Copy, Debug)]
pub(super) struct SrcLayout {
    pub(super) l: u32,
    pub(super) swz: u32,
    pub(super) widen: u32,
    pub(super) combine: u32,
    pub(super) lane: u32,
    pub(super) lane_w: u32,
    pub(super) not: u32,
    pub(super) width: u32,
}

impl SrcLayout {
    #[inline]
    pub(super) const fn new(l: u32) -> SrcLayout {
        let swz = 8 + if l & (NEG_ABS) != 0 { 2 } else { 0 };
        let widen = swz + if l & (SWIZZLE) != 0 { 2 } else { 0 };
        let combine = widen
            + if l & (WIDEN | LANES | HALF_SWIZZLE) != 0 {
                4
            } else {
                0
            };
        let lane = combine + if l & (COMBINE) != 0 { 3 } else { 0 };
        let lane_w = if l & 3 == SIZE_8 || l & 3 == SIZE_32 {
            2
        } else {
            1
        };
        let not = lane + if l & (LANE) != 0 { lane_w } else { 0 };
        let width = not + if l & (NOT) != 0 { 1 } else { 0 };
        SrcLayout {
            l,
            swz,
            widen,
            combine,
            lane,
            lane_w,
            not,
            width,
        }
    }
    #[inline]
    pub(super) const fn has(&self, f: u32) -> bool {
        self.l & f != 0
    }
    #[inline]
    pub(super) const fn size(&self) -> u32 {
        8 << (self.l & 3)
    }
    /// The raw value of a bare operand byte: identity swizzles filled in.
    #[inline]
    pub(super) const fn identity(&self, byte: u8) -> u32 {
        let mut raw = byte as u32;
        if self.size() == 16 && self.has(SWIZZLE) {
            raw |= 2 << self.swz;
        }
        if self.size() == 16 && self.has(WIDEN) {
            raw |= 2 << self.widen;
        }
        raw
    }
}

pub(super) const WIDEN32: [&str; 4] = ["", ".h0", ".h1", ".reserved"];
pub(super) const SWZ16: [&str; 4] = [".h00", ".h10", "", ".h11"];
#[rustfmt::skip]
pub(super) const SWIZZLES8: [&str; 16] = [
    "", ".b3210", ".b0101", ".b2323", ".b0000", ".b1111", ".b2222", ".b3333",
    ".b2301", ".b1032", ".b0011", ".b2233", ".reserved", ".reserved", ".reserved", ".reserved",
];
#[rustfmt::skip]
pub(super) const SWIZZLES16: [&str; 16] = [
    ".h00", ".h10", "", ".h11", ".b00", ".b20", ".b02", ".b22",
    ".b11", ".b31", ".b13", ".b33", ".b01", ".b23", ".reserved", ".reserved",
];
#[rustfmt::skip]
pub(super) const SWIZZLES32: [&str; 16] = [
    "", ".reserved", ".h0", ".h1", ".b0", ".b1", ".b2", ".b3",
    ".reserved", ".reserved", ".reserved", ".reserved",
    ".reserved", ".reserved", ".reserved", ".reserved",
];
#[rustfmt::skip]
pub(super) const SWIZZLES64: [&str; 16] = [
    "", ".reserved", ".h0", ".h1", ".b0", ".b1", ".b2", ".b3",
    ".w0", ".reserved", ".reserved", ".reserved",
    ".reserved", ".reserved", ".reserved", ".reserved",
];
#[rustfmt::skip]
pub(super) const LANES8: [&str; 16] = [
    ".b02", ".reserved", ".reserved", ".reserved", ".b00", ".b11", ".b22", ".b33",
    ".reserved", ".reserved", ".b01", ".b23", ".reserved", ".reserved", ".reserved", ".reserved",
];
pub(super) const HALFSWZ8: [&str; 16] = [
    ".b00", ".b10", ".b20", ".b30", ".b01", ".b11", ".b21", ".b31", ".b02", ".b12", ".b22", ".b32",
    ".b03", ".b13", ".b23", ".b33",
];
#[rustfmt::skip]
pub(super) const COMBINE_NAMES: [&str; 8] = [
    "", ".h0", ".h1", ".and", ".lowbits", ".reserved", ".reserved", ".reserved",
];
pub(super) const LANE8: [&str; 4] = [".b0", ".b1", ".b2", ".b3"];
pub(super) const LANE16: [&str; 2] = [".h0", ".h1"];
