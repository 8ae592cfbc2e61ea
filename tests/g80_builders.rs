//! G80 builders (filled below).
