//! Compile-time behaviour of the macros: `pass/*.rs` compile and run,
//! `fail/<topic>/*.rs` fail with the messages in their `.stderr` files
//! (`TRYBUILD=overwrite cargo test --test ui` rewrites them; read the diff). The topics: kinds,
//! wrappers, declarations, versions, kernels, operators (what Rust operators on arrays refuse).

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("pass/*.rs");
    t.compile_fail("fail/*/*.rs");
}
