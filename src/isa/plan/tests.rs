//! The print plans' readers and lists, checked against the fields they read.

use super::{Reader, Run};
use crate::bits::Field;

/// The reader built bit by bit: where each value bit lands, runs of consecutive word
/// bits within one half.
fn bit_by_bit(field: Field) -> Option<Reader> {
    let mut r = Reader::EMPTY;
    r.wide = field.width() > 64;
    for j in 0..field.width() {
        let pos = field.place(1u128 << j).trailing_zeros();
        let n = r.count as usize;
        if n > 0 && {
            let last = r.runs[n - 1];
            last.lo as u32 + last.width as u32 == pos && pos != 64
        } {
            r.runs[n - 1].width += 1;
        } else {
            *r.runs.get_mut(n)? = Run {
                lo: pos as u8,
                width: 1,
                shift: j as u8,
            };
            r.count += 1;
        }
    }
    Some(r)
}

fn check(f: Field) {
    let r = Reader::of(f);
    assert_eq!(Some(r), bit_by_bit(f), "{f:?}");
    for w in [u128::MAX, 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210] {
        let v = if r.wide {
            r.get_wide(w)
        } else {
            r.get(w) as u128
        };
        assert_eq!(v, f.get(w), "{f:?}");
    }
}

fn table<K>(forms: &[crate::form::FormInfo<K>]) -> usize {
    for f in forms {
        f.mods.iter().for_each(|m| check(m.field));
        f.operands.iter().for_each(|o| check(o.field));
    }
    forms.len()
}

#[test]
fn readers_are_those_built_bit_by_bit() {
    for f in [
        Field::new(&[60..70]),
        Field::new(&[0..64]),
        Field::new(&[64..128]),
        Field::new(&[3..5, 5..9, 60..64, 64..66]),
        Field::new(&[10..12, 40..41, 20..22, 90..91]),
        Field::new(&[0..65]),
    ] {
        check(f);
    }
    let mut n = 0;
    #[cfg(feature = "vivante")]
    {
        n += table(&crate::vivante::table::FORMS);
    }
    #[cfg(feature = "valhall")]
    {
        n += table(&crate::valhall::table::FORMS);
    }
    #[cfg(feature = "g80")]
    {
        n += table(&crate::g80::table::FORMS);
    }
    assert!(
        n > 0
            || cfg!(not(any(
                feature = "vivante",
                feature = "valhall",
                feature = "g80"
            )))
    );
}

/// Each piece of constant text around the operands is what the printer wrote before
/// pieces were shared: the separators and placeholders between real operands, as
/// walking the operand list writes them, for every kind and count.
#[test]
fn pieces_are_the_text_between_operands() {
    use super::{piece_len, write_piece, Layout, PieceAt};
    let layout = Layout {
        gap: " ",
        gap_alone: false,
        pad_to: 0,
        sep: b", ",
        placeholder: "_",
    };
    let expected = |at: PieceAt, count: usize| {
        // The operand list: a real operand before the piece unless it is the first or
        // the only one, `count` placeholders, a real operand after unless it is the last.
        let before = matches!(at, PieceAt::Between | PieceAt::Last);
        let after = matches!(at, PieceAt::First | PieceAt::Between);
        let mut items: std::vec::Vec<&str> = std::vec::Vec::new();
        if before {
            items.push("R");
        }
        items.extend(std::iter::repeat_n("_", count));
        if after {
            items.push("R");
        }
        let line = items.join(", ");
        let line = line.strip_prefix('R').unwrap_or(&line);
        std::string::String::from(line.strip_suffix('R').unwrap_or(line))
    };
    for at in [
        PieceAt::First,
        PieceAt::Between,
        PieceAt::Last,
        PieceAt::Alone,
    ] {
        for count in 0..5 {
            let (mut text, mut len) = ([0u8; 64], 0);
            write_piece(at, count, &layout, &mut text, &mut len);
            let got = core::str::from_utf8(&text[..len]).unwrap();
            assert_eq!(got, expected(at, count), "{} {count}", at as u8);
            assert_eq!(len, piece_len(at, count, &layout));
        }
    }
}
