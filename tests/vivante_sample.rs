//! The committed sample binary is exactly what the builders produce, and disassembles to
//! the expected Mesa text.

include!("../examples/common/vivante_sample_program.rs");

#[test]
fn committed_binary_matches_builders() {
    let committed = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/data/vivante_sample.bin"
    ))
    .unwrap();
    assert_eq!(
        committed,
        sample_binary(),
        "run `cargo run --example vivante_sample -- --write`"
    );
    for (i, insn) in sample_program().iter().enumerate() {
        assert_eq!(Insn::decode_le(&committed, 16 * i).unwrap(), *insn);
    }
}

#[test]
fn sample_disassembles_to_mesa_text() {
    let text = disassemble(&sample_binary());
    let expected = "\
texld             t0, tex0.xyzw, t0.xyyy, void, void
mul               t1, t0.xyzw, u0.xyzw, void
mad               t1, t1.xyzw, u1.xxxx, u2.xyzw
dp3               t2.x___, t1.xyzw, t1.xyzw, void
branch.ge         void, t2.xxxx, 0.25:f20, 6
texkill           void, void, void, void
rsq               t2.x___, void, void, t2.xxxx
mul.sat           t1.xyz_, t1.xyzw, t2.xxxx, void
add.u32           t3.x___, i0.xxxx, void, 16:u20
store.u32         mem, u3.xxxx, t3.xxxx, t1.xyzw
mov               t0, void, void, t1.xyzw
nop               void, void, void, void
";
    assert_eq!(text, expected);
    // And the text assembles back to the same binary.
    let words: Vec<u8> = text
        .lines()
        .flat_map(|l| Insn::assemble(l).unwrap().bits().to_le_bytes())
        .collect();
    assert_eq!(words, sample_binary());
}
