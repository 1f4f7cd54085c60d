//! The cases of the activations functions.

use super::{Case, Input};

/// Values on both sides of 0 (an unsigned dtype holds them as 0, 0, 0 and 3: float to
/// integer conversion saturates and truncates).
const SIGNED: Input = Input {
    values: &[-2.0, -0.5, 0.5, 3.0],
    shape: &[2, 2],
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
];
