//! NumPy's comparisons and logical functions: `bool` results.

numpy_comparisons! { "numpy"; binary! { "numpy", x1, x2 } }

predicates! { "numpy"; unary! { "numpy", x } }
