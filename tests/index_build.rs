//! The decode index built at compile time equals a brute-force index built here at run
//! time the obvious way: for every key value, every form whose fixed key bits agree with
//! it, highest priority first and in table order on equal priority. A form of G80 (two
//! lengths) that fixes its length is not under key values with bits past its end: a
//! decoded word has none.

use isadef::bits::Field;
use isadef::form::{FormInfo, Index};

/// The length field and the byte lengths it selects.
type Lengths = Option<(Field, &'static [usize])>;

/// The bits past the end of `f`'s words, when `f` fixes its length.
fn past<K>(f: &FormInfo<K>, lengths: Lengths) -> u128 {
    match lengths {
        Some((field, lens)) if f.mask & field.mask() == field.mask() => {
            let n = lens[field.get(f.bits) as usize];
            !0u128 << (8 * n)
        }
        _ => 0,
    }
}

fn brute<K>(forms: &[FormInfo<K>], key: Field, lengths: Lengths) -> Vec<Vec<u16>> {
    (0..1u128 << key.width())
        .map(|v| {
            let mut b: Vec<u16> = (0..forms.len() as u16)
                .filter(|&i| {
                    let f = &forms[i as usize];
                    let past = past(f, lengths);
                    (key.place(v) ^ f.bits) & (f.mask | past) & key.mask() == 0
                })
                .collect();
            b.sort_by_key(|&i| std::cmp::Reverse(forms[i as usize].priority));
            b
        })
        .collect()
}

fn check<K, const B: usize, const E: usize>(
    name: &str,
    forms: &[FormInfo<K>],
    index: &Index<B, E>,
    lengths: Lengths,
) {
    let want = brute(forms, index.key, lengths);
    assert_eq!(want.len(), B, "{name}: bucket count");
    let mut entries = 0;
    for (v, bucket) in want.iter().enumerate() {
        let (s, e) = index.buckets[v];
        let got: Vec<u16> = index.entries[s as usize..e as usize]
            .iter()
            .map(|en| en.form)
            .collect();
        assert_eq!(&got, bucket, "{name}: bucket {v:#x}");
        for en in &index.entries[s as usize..e as usize] {
            let f = &forms[en.form as usize];
            assert_eq!(
                (en.mask, en.bits, en.when),
                (f.mask, f.bits, f.when),
                "{name}"
            );
        }
        entries += bucket.len();
    }
    assert_eq!(entries, E, "{name}: entry count");
    println!("{name}: {B} buckets, {E} entries, equal to the brute-force index");
}

#[test]
fn vivante_index_is_the_brute_force_index() {
    check(
        "vivante",
        &isadef::vivante::table::FORMS,
        &isadef::vivante::table::INDEX,
        None,
    );
}

#[test]
fn valhall_index_is_the_brute_force_index() {
    check(
        "valhall",
        &isadef::valhall::table::FORMS,
        &isadef::valhall::table::INDEX,
        None,
    );
}

#[test]
fn g80_index_is_the_brute_force_index() {
    check(
        "g80",
        &isadef::g80::table::FORMS,
        &isadef::g80::table::INDEX,
        Some((isadef::g80::table::fields::LEN, isadef::g80::table::LENGTHS)),
    );
}

/// The candidates the decode lookup keeps of `index`: a bucket whose candidates are those
/// of the bucket its key has with one bit cleared shares them.
fn kept<const B: usize, const E: usize>(index: &Index<B, E>) -> usize {
    let bucket = |k: usize| {
        let (s, e) = index.buckets[k];
        index.entries[s as usize..e as usize]
            .iter()
            .map(|e| (e.form, e.mask, e.bits, e.when.all, e.when.any))
            .collect::<Vec<_>>()
    };
    (0..B)
        .filter(|&k| {
            let own = bucket(k);
            !(0..B.trailing_zeros()).any(|i| k >> i & 1 == 1 && bucket(k & !(1 << i)) == own)
        })
        .map(|k| bucket(k).len())
        .sum()
}

/// The decode lookup keeps each set of candidates that several key values share once
/// (G80's short forms sit alike under every value of the long forms' secondary opcode).
#[test]
fn the_lookup_shares_equal_buckets() {
    use isadef::form::Lookup;
    let (g80, valhall, vivante) = (
        &isadef::g80::table::INDEX,
        &isadef::valhall::table::INDEX,
        &isadef::vivante::table::INDEX,
    );
    assert_eq!(Lookup::<512, 0, 0>::len(g80), kept(g80));
    assert!(
        kept(g80) < g80.entries.len() * 6 / 10,
        "{} of {}",
        kept(g80),
        g80.entries.len()
    );
    assert_eq!(Lookup::<512, 0, 0>::len(valhall), kept(valhall));
    assert_eq!(Lookup::<128, 0, 0>::len(vivante), kept(vivante));
}
