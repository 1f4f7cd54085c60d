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
    case!(relu, Inputs, [SIGNED], |x, d| (&x[0], None)),
    case!(leaky_relu, Inputs, [SIGNED], |x, d| (&x[0], 0.2, None)),
    case!(gelu, Inputs, [SIGNED], |x, d| (&x[0], false, None)),
    case!(sigmoid, Inputs, [SIGNED], |x, d| (&x[0], None)),
    case!(softmax, Inputs, [SIGNED], |x, d| (&x[0], None, None)),
    case!(log_softmax, Inputs, [SIGNED], |x, d| (&x[0], Some(0), None)),
    // beta * x is -4, -1, 1, 6: the last is above the threshold, so it is x itself.
    case!(softplus, Inputs, [SIGNED], |x, d| (
        &x[0],
        Some(2.0),
        Some(4.0),
        None
    )),
    case!(silu, Inputs, [SIGNED], |x, d| (&x[0], None)),
    case!(mish, Inputs, [SIGNED], |x, d| (&x[0], None)),
    case!(hardswish, Inputs, [SIGNED], |x, d| (&x[0], None)),
];
