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
}

logical! { "torch"; binary! { "torch", input, other } }

predicates! { "torch"; unary! { "torch", input } }
