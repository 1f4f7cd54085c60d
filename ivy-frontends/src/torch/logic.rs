//! PyTorch's comparisons and logical functions: `bool` results.

binary! { "torch", input, other;
    /// `torch.eq`: `input == other`.
    eq => equal;
    /// `torch.ne`: `input != other`.
    ne => not_equal;
    /// `torch.lt`: `input < other`.
    lt => less;
    /// `torch.le`: `input <= other`.
    le => less_equal;
    /// `torch.gt`: `input > other`.
    gt => greater;
    /// `torch.ge`: `input >= other`.
    ge => greater_equal;
    /// `torch.logical_and`: both truthy.
    logical_and => logical_and;
    /// `torch.logical_or`: either truthy.
    logical_or => logical_or;
    /// `torch.logical_xor`: exactly one truthy.
    logical_xor => logical_xor;
}

unary! { "torch", input;
    /// `torch.logical_not`: not truthy.
    logical_not => logical_not;
    /// `torch.isnan`: whether each element is `nan`.
    isnan => isnan;
    /// `torch.isfinite`: whether each element is neither infinite nor `nan`.
    isfinite => isfinite;
}
