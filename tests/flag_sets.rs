//! Flag sets of the public API combine with the bit operators and name their flags in
//! `Debug`: Vivante write masks, G80 feature sets and program-type sets.

#[cfg(feature = "vivante")]
mod vivante {
    use isadef::vivante::prelude::*;

    #[test]
    fn write_masks_combine() {
        let xz = WriteMask::X | WriteMask::Z;
        assert_eq!(xz, WriteMask(0b0101));
        assert_eq!(WriteMask::X | WriteMask::Y, WriteMask::XY);
        assert_eq!(WriteMask::XY | WriteMask::Z, WriteMask::XYZ);
        assert_eq!(WriteMask::XYZ | WriteMask::W, WriteMask::XYZW);
        assert_eq!(WriteMask::all(), WriteMask::XYZW);
        assert_eq!(WriteMask::XYZW - WriteMask::Y, WriteMask(0b1101));
        assert_eq!(!WriteMask::X, WriteMask(0b1110));
        assert_eq!(WriteMask::XYZ & WriteMask::Z, WriteMask::Z);
        assert!(xz.contains(WriteMask::Z) && !xz.contains(WriteMask::Y));
        let mut m = WriteMask::empty();
        m |= WriteMask::W;
        m.insert(WriteMask::X);
        assert_eq!(m, WriteMask(0b1001));
        assert_eq!(WriteMask::from_bits(0x10), None);
        // In a const, `union` does what `|` does.
        const XZ: WriteMask = WriteMask::X.union(WriteMask::Z);
        assert_eq!(XZ, xz);
    }

    #[test]
    fn write_mask_debug_names_the_flags() {
        assert_eq!(
            format!("{:?}", WriteMask::X | WriteMask::Z),
            "WriteMask(X | Z)"
        );
        assert_eq!(format!("{:?}", WriteMask::XYZW), "WriteMask(X | Y | Z | W)");
        assert_eq!(format!("{:?}", WriteMask::empty()), "WriteMask(0x0)");
        assert_eq!(format!("{:?}", WriteMask(0x13)), "WriteMask(X | Y | 0x10)");
    }

    /// Every combination of components builds the destination the reference prints, and
    /// reads back as itself.
    #[test]
    fn combined_masks_build_print_and_assemble() {
        // Mesa's strings, masks 5 and 6 included (`.zx`, `.zy`).
        let want = [
            ".____", ".x___", "._y__", ".xy__", ".__z_", ".zx", ".zy", ".xyz_", ".___w", ".x__w",
            "._y_w", ".xy_w", ".__zw", ".x_zw", "._yzw", "",
        ];
        let comps = [WriteMask::X, WriteMask::Y, WriteMask::Z, WriteMask::W];
        for (bits, want) in want.iter().enumerate() {
            let m = comps
                .iter()
                .enumerate()
                .filter(|(i, _)| bits >> i & 1 == 1)
                .fold(WriteMask::empty(), |m, (_, &c)| m | c);
            assert_eq!(m.bits() as usize, bits);
            let d = Dst::t(3).mask(m);
            assert_eq!(d.write_mask(), m);
            let i = Mov::new(d, Src::t(1)).insn();
            let text = i.to_string();
            let dst = text
                .split_whitespace()
                .nth(1)
                .unwrap()
                .trim_end_matches(',');
            assert_eq!(dst, format!("t3{want}"), "mask {m:?}");
            assert_eq!(Insn::assemble(&text).unwrap(), i, "{text}");
        }
    }
}

#[cfg(feature = "g80")]
mod g80 {
    use isadef::g80::target::gate::{self, Features, Modes};
    use isadef::g80::target::{Mode, Variant};

    #[test]
    fn variant_features() {
        assert_eq!(Variant::G80.features(), Features::empty());
        assert_eq!(Variant::G84.features(), Features::SM11);
        assert_eq!(
            Variant::G200.features(),
            Features::SM11 | Features::SM12 | Features::FP64
        );
        assert_eq!(Variant::Mcp77.features(), Features::SM11 | Features::SM12);
        assert_eq!(
            Variant::Gt215.features(),
            Features::SM11 | Features::SM12 | Features::D3D10_1
        );
        assert_eq!(
            format!("{:?}", Variant::Gt215.features()),
            "Features(SM11 | SM12 | D3D10_1)"
        );
        assert_eq!(format!("{:?}", Variant::G80.features()), "Features(0x0)");
    }

    #[test]
    fn program_types() {
        let all = Mode::ALL.iter().fold(Modes::empty(), |s, m| s | m.bit());
        assert_eq!(all, Modes::all());
        assert_eq!(Mode::Cp.bit(), Modes::CP);
        assert_eq!(
            format!("{:?}", Modes::all() - Modes::CP),
            "Modes(VP | GP | FP)"
        );
        // Feature bits and program-type bits never overlap inside a gate.
        assert_eq!(Features::all().bits() & Modes::all().bits(), 0);
    }

    #[test]
    fn gates_from_typed_sets() {
        let bits = |v: Variant, m: Mode| v.features().bits() | m.bit().bits();
        assert_eq!(
            gate::NOT_CP,
            gate::only_in(Modes::VP | Modes::GP | Modes::FP)
        );
        assert_eq!(gate::SM12_CP, gate::requires(Features::SM12).and(gate::CP));
        for v in Variant::ALL {
            for m in Mode::ALL {
                let t = bits(v, m);
                assert_eq!(gate::NOT_CP.allows(t), m != Mode::Cp);
                assert_eq!(gate::VP_GP.allows(t), matches!(m, Mode::Vp | Mode::Gp));
                assert_eq!(gate::FP64.allows(t), v == Variant::G200);
                assert_eq!(gate::D3D10_1.allows(t), v == Variant::Gt215);
                assert_eq!(gate::SM11_CP.allows(t), v != Variant::G80 && m == Mode::Cp);
            }
        }
    }
}
