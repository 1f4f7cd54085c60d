//! Nothing but the trybuild cases of `tests/ui.rs`: `pass/*.rs` compile and run,
//! `fail/<topic>/*.rs` fail with the messages in their `.stderr` files.
