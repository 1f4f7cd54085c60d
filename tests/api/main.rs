//! The library's behaviour through the public API, one module per topic, in one test binary
//! (each binary links the whole graph): values, promotion, types, containers, the CLI, the
//! conformance sweep. Tests that change process-wide settings, install an allocator limit or
//! register a mock backend keep binaries of their own (`tests/*.rs`).

#[path = "../counting/mod.rs"]
mod counting;
mod float_values;
mod frontends;
mod numeric_support;
mod shape_support;

/// The candle backend, registered after ndarray so ndarray stays the default backend whatever
/// test of this binary runs first.
#[cfg(feature = "candle")]
pub fn candle() -> ivy::Result<ivy::BackendId> {
    ivy::init()?;
    ivy::candle::register()
}

mod activations;
mod backend_versions;
mod catalog;
mod cli;
mod complex_special;
mod conformance;
mod convolutions;
mod creation_extra;
mod data_type;
mod differential;
mod docs_pages;
mod dynamic;
mod elements;
mod elementwise_float;
mod elementwise_ops;
mod fft;
mod functions;
mod gather;
mod general;
mod indexing;
mod layers;
mod library_additions;
mod library_reference;
mod linear_algebra;
mod literal_operands;
mod losses;
mod manipulation;
mod mixed_dtypes;
mod mlp;
mod native_dtypes;
mod nest;
mod no_panic;
mod norms;
mod operators;
mod out_in_place;
mod output_types;
mod promotion_tables;
mod random;
mod release_pins;
mod robustness;
mod robustness_parsers;
mod robustness_promotion;
mod seam;
mod searching;
mod set;
mod sorting;
mod statistical;
mod support_report;
mod tensor_type;
mod type_rules;
mod view_memory;
mod views;
mod weak_arrays;
mod weak_scalars;
