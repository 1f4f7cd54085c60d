//! `examples/mlp.rs` (a two-layer perceptron's loss, one hand-written gradient step, the loss
//! again) on each backend, against NumPy's numbers for the same program
//! (`tests/data/mlp_reference.py`, NumPy 2.4.6, float32).

#[path = "../../examples/mlp.rs"]
#[allow(dead_code, clippy::module_inception)] // the example, named as its file
mod mlp;

/// NumPy's losses before and after the step.
#[allow(clippy::excessive_precision)] // NumPy's digits as it prints them
const NUMPY: (f32, f32) = (1.131_883_03, 0.919_482_231);

fn agrees((before, after): (f32, f32)) {
    assert!(
        (before - NUMPY.0).abs() < 1e-5,
        "before the step: {before} vs NumPy's {}",
        NUMPY.0
    );
    assert!(
        (after - NUMPY.1).abs() < 1e-5,
        "after the step: {after} vs NumPy's {}",
        NUMPY.1
    );
    assert!(after < before);
}

#[test]
fn the_perceptron_matches_numpy_on_ndarray() {
    agrees(mlp::losses(ivy::init().unwrap()).unwrap());
}

#[cfg(feature = "candle")]
#[test]
fn the_perceptron_matches_numpy_on_candle() {
    agrees(mlp::losses(ivy::candle::register().unwrap()).unwrap());
}
