//! The macros behind `Insn::accesses()`: each kind's `access` clause, the table's
//! `access { … }` rules and the per-form plan (called by `__isa_table!`).

/// What a kind's clause says: the most accesses an operand of it reports and its
/// direction bits (0: by the operand's name). A code-target kind without a clause reads
/// its target.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_kind_access {
    ($k:ident; $( $reach:ident )?; [ $( $acc:ident )* ]; $( $atoms:tt )?) => {
        $crate::__isa_kind_access!(@clause $k [ $( $acc )* ])
    };
    ($k:ident; $reach:ident; ; $( $atoms:tt )?) => {
        $crate::access::KindAccess { max: 1, dir: 1 }
    };
    ($k:ident; ; ; $atoms:tt) => {
        $crate::access::KindAccess { max: $crate::subtable::max_uses($k::ATOMS), dir: 0 }
    };
    ($k:ident; ; ; ) => {
        $crate::access::KindAccess { max: 0, dir: 0 }
    };
    (@clause $k:ident [ $dir:ident $file:ident ]) => {
        $crate::access::KindAccess { max: 1, dir: $crate::__isa_rw!($dir) as u8 }
    };
    (@clause $k:ident [ reads ]) => {
        $crate::access::KindAccess { max: <$k as $crate::access::Uses>::MAX, dir: 1 }
    };
    (@clause $k:ident [ writes ]) => {
        $crate::access::KindAccess { max: <$k as $crate::access::Uses>::MAX, dir: 2 }
    };
    (@clause $k:ident [ modifies ]) => {
        $crate::access::KindAccess { max: <$k as $crate::access::Uses>::MAX, dir: 3 }
    };
    (@clause $k:ident [ $file:ident ]) => {
        $crate::access::KindAccess { max: 1, dir: 0 }
    };
    (@clause $k:ident []) => {
        $crate::access::KindAccess { max: <$k as $crate::access::Uses>::MAX, dir: 0 }
    };
}

/// A direction word of the table (`reads`, `writes`, `modifies`) as an [`Rw`](crate::access::Rw).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_rw {
    (reads) => {
        $crate::access::Rw::Read
    };
    (writes) => {
        $crate::access::Rw::Write
    };
    (modifies) => {
        $crate::access::Rw::ReadWrite
    };
    ($other:ident) => {
        compile_error!(concat!(
            "define_isa!: an access direction is `reads`, `writes` or `modifies`, not `",
            stringify!($other),
            "`"
        ))
    };
}

/// The accesses of one operand of kind `$k` (see [`__isa_kind_access!`]): the type's
/// [`Uses`](crate::access::Uses), a register of the named file numbered by the raw
/// value, or the code target.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_kind_uses {
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; $( $reach:ident )?; [ $( $acc:ident )* ]; $( $atoms:tt )?) => {
        $crate::__isa_kind_uses!(@clause $k, $raw, $f, $w, $rw, $out; [ $( $acc )* ])
    };
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; ; ; $atoms:tt) => {
        $crate::subtable::uses($k::ATOMS, $w as u64, $rw, $out)
    };
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; $reach:ident; ; $( $atoms:tt )?) => {
        if let Some(reach) = Kind::$k.reach() {
            $out.push($crate::access::Resource::Target($crate::access::target_value(reach, $f, $w)), $rw)
        }
    };
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; ; ; ) => {
        {}
    };
    (@clause $k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; []) => {
        <$k as $crate::access::Uses>::uses($raw, $w, $f, $rw, $out)
    };
    (@clause $k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; [ $one:ident ]) => {
        $crate::__isa_kind_uses_one!($k, $raw, $f, $w, $rw, $out; $one)
    };
    (@clause $k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; [ $dir:ident $file:ident ]) => {
        $out.push($crate::access::Resource::reg($crate::access::File::$file, $raw as u16), $rw)
    };
}

/// A kind's clause with one word: a direction (the type's
/// [`Uses`](crate::access::Uses)) or a register file.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_kind_uses_one {
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; reads) => {
        <$k as $crate::access::Uses>::uses($raw, $w, $f, $rw, $out)
    };
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; writes) => {
        <$k as $crate::access::Uses>::uses($raw, $w, $f, $rw, $out)
    };
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; modifies) => {
        <$k as $crate::access::Uses>::uses($raw, $w, $f, $rw, $out)
    };
    ($k:ident, $raw:ident, $f:ident, $w:ident, $rw:ident, $out:ident; $file:ident) => {
        $out.push(
            $crate::access::Resource::reg($crate::access::File::$file, $raw as u16),
            $rw,
        )
    };
}

/// One rule's items of the table's `access { … }` section, munched one by one:
/// `@roles` sets the operands' directions in the form's plan (`$plans[$f]`), `@items`
/// gives the items read at run time (register files, counts, implicit accesses).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_access_items {
    // Directions.
    (@roles $p:ident $f:ident [ $op:ident : none $(, $( $rest:tt )* )? ]) => {
        $p[$f].roles &= !(3 << (2 * $crate::__isa_access_items!(@index $f $op)));
        $crate::__isa_access_items!(@roles $p $f [ $( $( $rest )* )? ]);
    };
    (@roles $p:ident $f:ident [ $op:ident : count ( $( $c:tt )* ) $(, $( $rest:tt )* )? ]) => {
        let _ = $crate::__isa_access_items!(@index $f $op);
        $crate::__isa_access_items!(@roles $p $f [ $( $( $rest )* )? ]);
    };
    (@roles $p:ident $f:ident [ $op:ident : $dir:ident $( $file:ident )? $(, $( $rest:tt )* )? ]) => {
        let i = $crate::__isa_access_items!(@index $f $op);
        $p[$f].roles = ($p[$f].roles & !(3 << (2 * i))) | (($crate::__isa_rw!($dir) as u32) << (2 * i));
        $crate::__isa_access_items!(@roles $p $f [ $( $( $rest )* )? ]);
    };
    (@roles $p:ident $f:ident [ + $dir:ident of ( $e:expr ) $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@roles $p $f [ $( $( $rest )* )? ]);
    };
    (@roles $p:ident $f:ident [ + $dir:ident $e:expr $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@roles $p $f [ $( $( $rest )* )? ]);
    };
    (@roles $p:ident $f:ident []) => {};
    (@index $f:ident $op:ident) => {{
        let i = $crate::access::operand_index(FORMS[$f].name, FORMS[$f].operands, stringify!($op));
        assert!(i < 16, "define_isa!: an access rule names an operand beyond the sixteenth");
        i
    }};

    // Run-time items, gathered into an array.
    (@items [ $( $acc:tt )* ] [ $op:ident : none $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )* ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] [ $op:ident : count ( of ( $c:expr ) ) $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )*
            $crate::access::Item::Count(stringify!($op), $crate::access::Count::Of($c)),
        ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] [ $op:ident : count ( $c:expr ) $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )*
            $crate::access::Item::Count(stringify!($op), $crate::access::Count::Fixed($c)),
        ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] [ $op:ident : $dir:ident $file:ident $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )*
            $crate::access::Item::File(stringify!($op), $crate::access::File::$file),
        ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] [ $op:ident : $dir:ident $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )* ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] [ + $dir:ident of ( $e:expr ) $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )*
            $crate::access::Item::Implicit($crate::__isa_rw!($dir), $crate::access::Implicit::Of($e)),
        ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] [ + $dir:ident $e:expr $(, $( $rest:tt )* )? ]) => {
        $crate::__isa_access_items!(@items [ $( $acc )*
            $crate::access::Item::Implicit($crate::__isa_rw!($dir), $crate::access::Implicit::Fixed($e)),
        ] [ $( $( $rest )* )? ])
    };
    (@items [ $( $acc:tt )* ] []) => {
        &[ $( $acc )* ]
    };
}

/// The table's access items: each kind's clause, the operand dispatch, the per-form plan
/// (built in `const` evaluation from the forms' operands and the `access { … }` rules),
/// the capacity and `Insn::accesses`.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_accesses {
    // The section with its access modifiers, or without.
    (
        $isa:ident $kinds:tt
        { mods [ $( $amod:ident : $amty:ident $amdir:ident ),* $(,)? ] $( $rules:tt )* }
    ) => {
        $crate::__isa_accesses! { @go $isa $kinds [ $( $amod : $amty $amdir ),* ] { $( $rules )* } }
    };
    ($isa:ident $kinds:tt { $( $rules:tt )* }) => {
        $crate::__isa_accesses! { @go $isa $kinds [] { $( $rules )* } }
    };
    (
        @go $isa:ident
        [ $( $kind:ident [ $( $reach:ident )? ] [ $( [ $( $kacc:ident )* ] )? ] [ $( $katoms:tt )? ] )* ]
        [ $( $amod:ident : $amty:ident $amdir:ident ),* ]
        { $( $( $rform:ident )|+ => $ritems:tt ; )* }
    ) => {
        /// What the table says of each kind's accesses, in `Kind` order (evaluated once: a
        /// sub-table kind's most accesses walk its rows).
        #[allow(long_running_const_eval)]
        const __KIND_ACCESS: &[$crate::access::KindAccess] = &[
            $( $crate::__isa_kind_access!($kind; $( $reach )?; $( [ $( $kacc )* ] )?; $( $katoms )?), )*
        ];

        impl Kind {
            /// What the table says of the kind's accesses.
            #[doc(hidden)]
            #[inline]
            pub const fn __access(self) -> $crate::access::KindAccess {
                __KIND_ACCESS[self as usize]
            }
        }

        /// One operand's accesses, by its kind.
        #[allow(unused_variables)]
        fn __isa_uses(
            kind: Kind,
            field: $crate::bits::Field,
            word: u128,
            rw: $crate::access::Rw,
            out: &mut $crate::access::Sink<'_>,
        ) {
            // The field read once, not in each kind's arm.
            let raw = field.get(word);
            match kind {
                $( Kind::$kind => $crate::__isa_kind_uses!($kind, raw, field, word, rw, out; $( $reach )?; $( [ $( $kacc )* ] )?; $( $katoms )?), )*
            }
        }

        /// The modifiers whose values access something (the `access` section's `mods`):
        /// name, direction, most accesses.
        const __ACCESS_MODS: &[(&str, $crate::access::Rw, u8)] = &[
            $( (stringify!($amod), $crate::__isa_rw!($amdir), <$amty as $crate::access::Uses>::MAX), )*
        ];

        /// One modifier's accesses, by its entry in `__ACCESS_MODS`.
        #[allow(unused_variables, unused_mut)]
        fn __isa_mod_uses(entry: u8, field: $crate::bits::Field, word: u128, out: &mut $crate::access::Sink<'_>) {
            let mut k = 0u8;
            $(
                if entry == k {
                    let rw = $crate::__isa_rw!($amdir);
                    return <$amty as $crate::access::Uses>::uses(field.get(word), word, field, rw, out);
                }
                k += 1;
            )*
        }

        /// The items of the `access { … }` section's rules, by number.
        static __ACCESS_RULES: &[&[$crate::access::Item]] = &[
            $( $crate::__isa_access_items!(@items [] $ritems), )*
        ];

        /// Each form's access plan: its operands' directions and its rule.
        #[allow(long_running_const_eval)]
        static __ACCESS_PLAN: [$crate::access::Plan; Form::COUNT] = {
            let mut plans = [$crate::access::Plan::NONE; Form::COUNT];
            let mut f = 0;
            while f < Form::COUNT {
                let ops = FORMS[f].operands;
                let mut i = 0;
                while i < ops.len() {
                    if let Some(k) = ops[i].kind {
                        let role = $crate::access::role_of(&ops[i], k.__access());
                        if role != 0 {
                            assert!(i < 16, "define_isa!: a form's accessed operands are among its first sixteen");
                            plans[f].roles |= (role as u32) << (2 * i);
                        }
                    }
                    i += 1;
                }
                // An operand printed twice is read as well (where it has accesses).
                let twice = $crate::access::printed_twice(FORMS[f].syntax);
                plans[f].roles |= twice & (plans[f].roles | plans[f].roles >> 1) & 0x5555_5555;
                let mods = FORMS[f].mods;
                let mut i = 0;
                while i < mods.len() && !__ACCESS_MODS.is_empty() {
                    let mut e = 0;
                    while e < __ACCESS_MODS.len() {
                        if $crate::access::same_name(mods[i].name, __ACCESS_MODS[e].0) {
                            plans[f] = plans[f].with_mod(FORMS[f].name, i, e);
                        }
                        e += 1;
                    }
                    i += 1;
                }
                f += 1;
            }
            #[allow(unused_mut, unused_variables)]
            let mut rule = 0u16;
            $(
                rule += 1;
                $( {
                    let f = Form::$rform.0 as usize;
                    assert!(plans[f].rule == 0, concat!(
                        "define_isa!: form `", stringify!($rform), "` is in two access rules"
                    ));
                    plans[f].rule = rule;
                    $crate::__isa_access_items!(@roles plans f $ritems);
                } )+
            )*
            plans
        };

        /// The most accesses an instruction of this set reports (its form's operands'
        /// and its rule's).
        #[allow(long_running_const_eval)]
        pub const ACCESS_CAP: usize = {
            let mut cap = 0;
            let mut f = 0;
            while f < Form::COUNT {
                let ops = FORMS[f].operands;
                let plan = __ACCESS_PLAN[f];
                let mut n = 0;
                let mut i = 0;
                while i < ops.len() && i < 16 {
                    if let Some(k) = ops[i].kind {
                        if (plan.roles >> (2 * i)) & 3 != 0 {
                            n += k.__access().max as usize;
                        }
                    }
                    i += 1;
                }
                if plan.rule != 0 {
                    n += $crate::access::implicit_count(__ACCESS_RULES[plan.rule as usize - 1]);
                }
                let mut m = 0;
                while m < 2 {
                    if plan.mods[m] != 0 {
                        n += __ACCESS_MODS[((plan.mods[m] - 1) & 15) as usize].2 as usize;
                    }
                    m += 1;
                }
                if n > cap {
                    cap = n;
                }
                f += 1;
            }
            cap
        };

        /// An instruction's accesses ([`Insn::accesses`]).
        pub type Accesses = $crate::access::Accesses<ACCESS_CAP>;

        impl Insn {
            /// What the instruction reads and writes, for the default target: each
            /// operand's registers, memory and code target, then what its form's rule
            /// adds (see [`isadef::access`]($crate::access)).
            #[inline]
            pub fn accesses(self) -> Accesses {
                self.accesses_in(Default::default())
            }

            /// What the instruction reads and writes, for `target`.
            #[inline]
            pub fn accesses_in(self, target: __IsaTarget) -> Accesses {
                let mut a = Accesses::new();
                let gate = $crate::isa::DecodeTarget::gate_bits(target);
                $crate::isa::collect::<$isa>(self, &mut a.sink(self.form.0, gate));
                a
            }
        }
    };
}
