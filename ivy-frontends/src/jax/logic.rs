//! `jax.numpy`'s comparisons and logical functions: `bool` results.

binary! { "jax", x1, x2 via super::take, super::narrow_type, super::give, super::give_type;
    /// `jax.numpy.equal`: `x1 == x2`.
    equal => equal;
    /// `jax.numpy.not_equal`: `x1 != x2`.
    not_equal => not_equal;
    /// `jax.numpy.less`: `x1 < x2`.
    less => less;
    /// `jax.numpy.less_equal`: `x1 <= x2`.
    less_equal => less_equal;
    /// `jax.numpy.greater`: `x1 > x2`.
    greater => greater;
    /// `jax.numpy.greater_equal`: `x1 >= x2`.
    greater_equal => greater_equal;
    /// `jax.numpy.logical_and`: both truthy.
    logical_and => logical_and;
    /// `jax.numpy.logical_or`: either truthy.
    logical_or => logical_or;
    /// `jax.numpy.logical_xor`: exactly one truthy.
    logical_xor => logical_xor;
}

unary_cast! { "jax", x, super::narrow, super::narrow_type;
    /// `jax.numpy.logical_not`: not truthy.
    logical_not => logical_not;
    /// `jax.numpy.isnan`: whether each element is `nan`.
    isnan => isnan;
    /// `jax.numpy.isfinite`: whether each element is neither infinite nor `nan`.
    isfinite => isfinite;
}
