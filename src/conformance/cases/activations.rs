//! The cases of the activations functions.

use super::{Case, Input};

/// Values on both sides of 0 (an unsigned dtype holds them as 0, 0, 0 and 3: float to
/// integer conversion saturates and truncates).
const SIGNED: Input = Input {
    values: &[-2.0, -0.5, 0.5, 3.0],
    shape: &[2, 2],
};

/// A slope per column, for `prelu`.
const SLOPE: Input = Input {
    values: &[0.25, 0.5],
    shape: &[2],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(relu, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::relu(&x[0])], [x[0].relu() => ivy::relu(&x[0])]),
    case!(leaky_relu, Inputs, [SIGNED], |x, d| (&x[0], 0.2, None), forms |x, d| [ivy::leaky_relu(&x[0])], [x[0].leaky_relu() => ivy::leaky_relu(&x[0])]),
    case!(gelu, Inputs, [SIGNED], |x, d| (&x[0], false, None), forms |x, d| [ivy::gelu(&x[0])], [x[0].gelu() => ivy::gelu(&x[0])]),
    case!(sigmoid, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::sigmoid(&x[0])], [x[0].sigmoid() => ivy::sigmoid(&x[0])]),
    case!(softmax, Inputs, [SIGNED], |x, d| (&x[0], None, None), forms |x, d| [ivy::softmax(&x[0])], [x[0].softmax() => ivy::softmax(&x[0])]),
    case!(log_softmax, Inputs, [SIGNED], |x, d| (&x[0], Some(0), None), forms |x, d| [ivy::log_softmax::with(&x[0]).axis(0).call()], [x[0].log_softmax() => ivy::log_softmax(&x[0])]),
    // beta * x is -4, -1, 1, 6: the last is above the threshold, so it is x itself.
    case!(softplus, Inputs, [SIGNED], |x, d| (
        &x[0],
        Some(2.0),
        Some(4.0),
        None
    ), forms |x, d| [ivy::softplus::with(&x[0]).beta(2.0).threshold(4.0).call()], [x[0].softplus() => ivy::softplus(&x[0])]),
    case!(silu, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::silu(&x[0])], [x[0].silu() => ivy::silu(&x[0])]),
    case!(mish, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::mish(&x[0])], [x[0].mish() => ivy::mish(&x[0])]),
    case!(hardswish, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::hardswish(&x[0])], [x[0].hardswish() => ivy::hardswish(&x[0])]),
    case!(selu, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::selu(&x[0])], [x[0].selu() => ivy::selu(&x[0])]),
    case!(relu6, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::relu6(&x[0])], [x[0].relu6() => ivy::relu6(&x[0])]),
    case!(logsigmoid, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::logsigmoid(&x[0])], [x[0].logsigmoid() => ivy::logsigmoid(&x[0])]),
    case!(softsign, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::softsign(&x[0])], [x[0].softsign() => ivy::softsign(&x[0])]),
    case!(tanhshrink, Inputs, [SIGNED], |x, d| (&x[0], None), forms |x, d| [ivy::tanhshrink(&x[0])], [x[0].tanhshrink() => ivy::tanhshrink(&x[0])]),
    case!(elu, Inputs, [SIGNED], |x, d| (&x[0], 1.0, None), forms |x, d| [ivy::elu(&x[0])], [x[0].elu() => ivy::elu(&x[0])]),
    case!(celu, Inputs, [SIGNED], |x, d| (&x[0], 2.0, None), forms |x, d| [ivy::celu::with(&x[0]).alpha(2.0).call()], [x[0].celu() => ivy::celu(&x[0])]),
    case!(hardtanh, Inputs, [SIGNED], |x, d| (&x[0], 1.0, -1.0, None), forms |x, d| [ivy::hardtanh(&x[0])], [x[0].hardtanh() => ivy::hardtanh(&x[0])]),
    case!(softshrink, Inputs, [SIGNED], |x, d| (&x[0], 0.5, None), forms |x, d| [ivy::softshrink(&x[0])], [x[0].softshrink() => ivy::softshrink(&x[0])]),
    case!(hardshrink, Inputs, [SIGNED], |x, d| (&x[0], 0.5, None), forms |x, d| [ivy::hardshrink(&x[0])], [x[0].hardshrink() => ivy::hardshrink(&x[0])]),
    case!(logit, Inputs, [SIGNED], |x, d| (&x[0], Some(0.25), None), forms |x, d| [ivy::logit::with(&x[0]).eps(0.25).call()], [x[0].logit() => ivy::logit(&x[0])]),
    case!(prelu, Inputs, [SIGNED, SLOPE], |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::prelu(&x[0], &x[1])], [x[0].prelu(&x[1]) => ivy::prelu(&x[0], &x[1])]),
    case!(logsumexp, Inputs, [SIGNED], |x, d| (&x[0], Some(1), false, None), forms |x, d| [ivy::logsumexp::with(&x[0]).axis(1).call()], [x[0].logsumexp() => ivy::logsumexp(&x[0])]),
    case!(threshold, Inputs, [SIGNED], |x, d| (&x[0], 0.0, 1.0, None), forms |x, d| [ivy::threshold(&x[0], 0.0, 1.0)], [x[0].threshold(0.0, 1.0) => ivy::threshold(&x[0], 0.0, 1.0)]),
    case!(scaled_tanh, Inputs, [SIGNED], |x, d| (&x[0], 1.7159, 0.67, None), forms |x, d| [ivy::scaled_tanh(&x[0])], [x[0].scaled_tanh() => ivy::scaled_tanh(&x[0])]),
    case!(thresholded_relu, Inputs, [SIGNED], |x, d| (&x[0], 0.25, None), forms |x, d| [ivy::thresholded_relu::with(&x[0]).threshold(0.25).call()], [x[0].thresholded_relu() => ivy::thresholded_relu(&x[0])]),
];
