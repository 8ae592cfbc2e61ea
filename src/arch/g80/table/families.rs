// The four row families of envydis's G80 tables (`isa_family!`): what every row of a family
// shares. A row (`use long [ … ]` in the parts) gives the rest: class, target gate, opcode
// bits, modifiers, operands, printed order and forms.

crate::isa_family! {
    /// `tabs`, short words (w0[1:0] = 0): priority 2, so a short word never decodes as a
    /// long form.
    short { priority: 2, fixed { FORM = 0 } }
    /// `tabi`, long immediate (w0[1:0] = 1 and w1[1:0] = 3): priority 3.
    immediate { priority: 3, fixed { FORM = 1, FLOW = 3 } }
    /// `tabl`, long normal (w0[1:0] = 1): the `flow` modifier (w1[1:0], plain, exit or join)
    /// and the predicate come first in every row, as envydis prints them.
    long {
        priority: 1, fixed { FORM = 1 } mods [flow: Flow @ FLOW] operands [pred: Pred]
        syntax [flow, pred]
    }
    /// `tabc`, long control (w0[1:0] = 3).
    control { priority: 1, fixed { FORM = 3 } }
}
