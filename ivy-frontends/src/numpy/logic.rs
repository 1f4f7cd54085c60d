//! NumPy's comparisons and logical functions: `bool` results.

binary! { "numpy", x1, x2;
    /// `numpy.equal`: `x1 == x2`.
    equal => equal;
    /// `numpy.not_equal`: `x1 != x2`.
    not_equal => not_equal;
    /// `numpy.less`: `x1 < x2`.
    less => less;
    /// `numpy.less_equal`: `x1 <= x2`.
    less_equal => less_equal;
    /// `numpy.greater`: `x1 > x2`.
    greater => greater;
    /// `numpy.greater_equal`: `x1 >= x2`.
    greater_equal => greater_equal;
    /// `numpy.logical_and`: both truthy.
    logical_and => logical_and;
    /// `numpy.logical_or`: either truthy.
    logical_or => logical_or;
    /// `numpy.logical_xor`: exactly one truthy.
    logical_xor => logical_xor;
}

unary! { "numpy", x;
    /// `numpy.logical_not`: not truthy.
    logical_not => logical_not;
    /// `numpy.isnan`: whether each element is `nan`.
    isnan => isnan;
    /// `numpy.isfinite`: whether each element is neither infinite nor `nan`.
    isfinite => isfinite;
}
