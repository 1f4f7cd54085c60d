//! The lists of functions that frontends share: each function's name, the Ivy function it is
//! and its one-line doc, written once. A frontend instantiates a list with the
//! framework's module (for the docs) and the form that declares its functions (with the form's
//! head: the frontend, its parameter names, its adapters):
//! `floating! { "jax.numpy"; unary_cast! { "jax", x, super::inexact, super::inexact_type } }`.
//! Each doc names the framework's function (`jax.numpy.sqrt`) and the form's parameters.
//!
//! The lists named `numpy_*` hold NumPy's names, which JAX's `jax.numpy` takes too; each adds
//! to the list of the names all three frameworks share.

/// The forms of the frontends' Fourier transforms.
#[macro_use]
pub(crate) mod fft;

/// The functions of two arrays all three frameworks name alike.
macro_rules! arithmetic {
    ($module:literal; $form:ident! { $frontend:literal, $x1:ident, $x2:ident $($head:tt)* }) => {
        $form! { $frontend, $x1, $x2 $($head)*;
            #[doc = concat!("`", $module, ".floor_divide`: `", stringify!($x1), " // ",
                stringify!($x2), "`, the quotient rounded towards minus infinity.")]
            floor_divide => floor_divide;
            #[doc = concat!("`", $module, ".maximum`: the larger of `", stringify!($x1), "` and `",
                stringify!($x2), "`; `nan` propagates.")]
            maximum => maximum;
            #[doc = concat!("`", $module, ".minimum`: the smaller of `", stringify!($x1),
                "` and `", stringify!($x2), "`; `nan` propagates.")]
            minimum => minimum;
        }
    };
}

/// NumPy's arithmetic of two arrays but its `divide` and `remainder`: [`arithmetic!`] and
/// more.
macro_rules! numpy_arithmetic {
    ($module:literal; $form:ident! { $frontend:literal, $x1:ident, $x2:ident $($head:tt)* }) => {
        $form! { $frontend, $x1, $x2 $($head)*;
            #[doc = concat!("`", $module, ".add`: `", stringify!($x1), " + ", stringify!($x2),
                "`, element-wise, with broadcasting.")]
            add => add;
            #[doc = concat!("`", $module, ".subtract`: `", stringify!($x1), " - ",
                stringify!($x2), "`.")]
            subtract => subtract;
            #[doc = concat!("`", $module, ".multiply`: `", stringify!($x1), " * ",
                stringify!($x2), "`.")]
            multiply => multiply;
            #[doc = concat!("`", $module, ".power`: `", stringify!($x1), " ** ", stringify!($x2),
                "`; integer powers wrap.")]
            power => pow;
        }
        arithmetic! { $module; $form! { $frontend, $x1, $x2 $($head)* } }
    };
}

/// The floating-point functions of one array all three frameworks name alike.
macro_rules! floating {
    ($module:literal; $form:ident! { $frontend:literal, $x:ident $($head:tt)* }) => {
        $form! { $frontend, $x $($head)*;
            #[doc = concat!("`", $module, ".sqrt`: the non-negative square root.")]
            sqrt => sqrt;
            #[doc = concat!("`", $module, ".exp`: `e ** ", stringify!($x), "`.")]
            exp => exp;
            #[doc = concat!("`", $module, ".expm1`: `e ** ", stringify!($x),
                " - 1`, exact near 0.")]
            expm1 => expm1;
            #[doc = concat!("`", $module, ".log`: the natural logarithm.")]
            log => log;
            #[doc = concat!("`", $module, ".log2`: the base-2 logarithm.")]
            log2 => log2;
            #[doc = concat!("`", $module, ".log10`: the base-10 logarithm.")]
            log10 => log10;
            #[doc = concat!("`", $module, ".log1p`: `log(1 + ", stringify!($x),
                ")`, exact near 0.")]
            log1p => log1p;
            #[doc = concat!("`", $module, ".sin`.")]
            sin => sin;
            #[doc = concat!("`", $module, ".cos`.")]
            cos => cos;
            #[doc = concat!("`", $module, ".tan`.")]
            tan => tan;
            #[doc = concat!("`", $module, ".sinh`.")]
            sinh => sinh;
            #[doc = concat!("`", $module, ".cosh`.")]
            cosh => cosh;
            #[doc = concat!("`", $module, ".tanh`.")]
            tanh => tanh;
        }
    };
}

/// NumPy's floating-point functions of one array: [`floating!`] and more.
macro_rules! numpy_floating {
    ($module:literal; $form:ident! { $frontend:literal, $x:ident $($head:tt)* }) => {
        $form! { $frontend, $x $($head)*;
            #[doc = concat!("`", $module, ".exp2`: `2 ** ", stringify!($x), "`.")]
            exp2 => exp2;
            #[doc = concat!("`", $module, ".arcsin`.")]
            arcsin => asin;
            #[doc = concat!("`", $module, ".arccos`.")]
            arccos => acos;
            #[doc = concat!("`", $module, ".arctan`.")]
            arctan => atan;
        }
        floating! { $module; $form! { $frontend, $x $($head)* } }
    };
}

/// The sign, square and rounding of one array, which all three frameworks name alike.
macro_rules! rounding {
    ($module:literal; $form:ident! { $frontend:literal, $x:ident $($head:tt)* }) => {
        $form! { $frontend, $x $($head)*;
            #[doc = concat!("`", $module, ".sign`: -1, 0 or 1 by the sign of `", stringify!($x),
                "`.")]
            sign => sign;
            #[doc = concat!("`", $module, ".square`: `", stringify!($x), " * ", stringify!($x),
                "`.")]
            square => square;
            #[doc = concat!("`", $module, ".floor`: the largest integer not above `",
                stringify!($x), "`.")]
            floor => floor;
            #[doc = concat!("`", $module, ".ceil`: the smallest integer not below `",
                stringify!($x), "`.")]
            ceil => ceil;
            #[doc = concat!("`", $module, ".trunc`: `", stringify!($x),
                "` rounded towards zero.")]
            trunc => trunc;
        }
    };
}

/// NumPy's functions of one array of the dtype it is given: [`rounding!`] and more.
macro_rules! numpy_rounding {
    ($module:literal; $form:ident! { $frontend:literal, $x:ident $($head:tt)* }) => {
        $form! { $frontend, $x $($head)*;
            #[doc = concat!("`", $module, ".negative`: `-", stringify!($x), "`; integers wrap.")]
            negative => negative;
            #[doc = concat!("`", $module, ".absolute` (`", $module,
                ".abs`): `|", stringify!($x), "|`; a complex input gives its magnitude.")]
            absolute => abs;
        }
        rounding! { $module; $form! { $frontend, $x $($head)* } }
    };
}

/// The logical functions of two arrays, which all three frameworks name alike.
macro_rules! logical {
    ($module:literal; $form:ident! { $($head:tt)* }) => {
        $form! { $($head)*;
            #[doc = concat!("`", $module, ".logical_and`: both truthy.")]
            logical_and => logical_and;
            #[doc = concat!("`", $module, ".logical_or`: either truthy.")]
            logical_or => logical_or;
            #[doc = concat!("`", $module, ".logical_xor`: exactly one truthy.")]
            logical_xor => logical_xor;
        }
    };
}

/// NumPy's comparisons and logical functions of two arrays: [`logical!`] and [`comparisons!`],
/// of one form.
macro_rules! numpy_comparisons {
    ($module:literal; $form:ident! { $($head:tt)* }) => {
        comparisons! { $module; $form! { $($head)* } }
        logical! { $module; $form! { $($head)* } }
    };
}

/// NumPy's comparisons of two arrays (the order and the equality of their values).
macro_rules! comparisons {
    ($module:literal; $form:ident! { $frontend:literal, $x1:ident, $x2:ident $($head:tt)* }) => {
        $form! { $frontend, $x1, $x2 $($head)*;
            #[doc = concat!("`", $module, ".equal`: `", stringify!($x1), " == ", stringify!($x2),
                "`.")]
            equal => equal;
            #[doc = concat!("`", $module, ".not_equal`: `", stringify!($x1), " != ",
                stringify!($x2), "`.")]
            not_equal => not_equal;
            #[doc = concat!("`", $module, ".less`: `", stringify!($x1), " < ", stringify!($x2),
                "`.")]
            less => less;
            #[doc = concat!("`", $module, ".less_equal`: `", stringify!($x1), " <= ",
                stringify!($x2), "`.")]
            less_equal => less_equal;
            #[doc = concat!("`", $module, ".greater`: `", stringify!($x1), " > ", stringify!($x2),
                "`.")]
            greater => greater;
            #[doc = concat!("`", $module, ".greater_equal`: `", stringify!($x1), " >= ",
                stringify!($x2), "`.")]
            greater_equal => greater_equal;
        }
    };
}

/// The logical and floating-point predicates of one array, which all three frameworks name
/// alike.
macro_rules! predicates {
    ($module:literal; $form:ident! { $($head:tt)* }) => {
        $form! { $($head)*;
            #[doc = concat!("`", $module, ".logical_not`: not truthy.")]
            logical_not => logical_not;
            #[doc = concat!("`", $module, ".isnan`: whether each element is `nan`.")]
            isnan => isnan;
            #[doc = concat!("`", $module,
                ".isfinite`: whether each element is neither infinite nor `nan`.")]
            isfinite => isfinite;
        }
    };
}

/// The arrays of zeros and ones, which all three frameworks name alike: of a shape (`zeros`)
/// and with another array's shape (`zeros_like`), the [`filled!`] form given both parameter
/// names: `zeros_and_ones! { "numpy"; filled! { "numpy" via as_given, shape, like a } }`.
macro_rules! zeros_and_ones {
    ($module:literal;
     $form:ident! { $frontend:literal via $via:ident, $shape:ident, like $x:ident }) => {
        $form! { $frontend via $via, $shape;
            #[doc = concat!("`", $module, ".zeros`: zeros of `", stringify!($shape), "`.")]
            zeros => zeros;
            #[doc = concat!("`", $module, ".ones`: ones of `", stringify!($shape), "`.")]
            ones => ones;
        }
        $form! { $frontend via $via, like $x;
            #[doc = concat!("`", $module, ".zeros_like`: zeros of `", stringify!($x),
                "`'s shape.")]
            zeros_like => zeros_like;
            #[doc = concat!("`", $module, ".ones_like`: ones of `", stringify!($x), "`'s shape.")]
            ones_like => ones_like;
        }
    };
}
