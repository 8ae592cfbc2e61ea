//! The compile-time checks `define_isa!` runs, each shown firing.
