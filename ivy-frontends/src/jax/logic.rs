//! `jax.numpy`'s comparisons and logical functions: `bool` results.

numpy_comparisons! { "jax.numpy";
    binary! { "jax", x1, x2 via super::take_both, super::narrow_type, super::give, super::give_type }
}

predicates! { "jax.numpy"; unary_cast! { "jax", x, super::narrow, super::narrow_type } }
