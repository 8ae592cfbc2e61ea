//! Helpers shared by the `*_text` fuzz targets.

/// `text` with a piece cut out and `extra` put in its place; `data[0]` picks where and
/// `data[1]` how many bytes go (0..3), so that mutations reach deep into the parsers.
pub fn splice(mut text: String, data: &[u8], extra: &str) -> String {
    let (cut, drop) = (data[0] as usize, data[1] as usize % 4);
    let mut at = cut % (text.len() + 1);
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let mut end = (at + drop).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    text.replace_range(at..end, extra);
    text
}
