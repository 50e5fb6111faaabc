//! The wire: descriptors, checked decoders of draw, floor and supervisor messages, fuzzing.
//! One test binary, one link.

mod descriptor;
mod draw_event;
mod floor_event;
mod fuzz;
mod supervisor;
