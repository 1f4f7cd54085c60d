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

// ---------------------------------------------------------------------------------------------
// Linear algebra (issue 43): the forms of `numpy.linalg`, `torch.linalg` and
// `jax.numpy.linalg`, and the list of the functions all three name alike.
// ---------------------------------------------------------------------------------------------

/// A frontend's `linalg` functions of one stack of matrices `a` that are Ivy's function of the
/// same name, each with at most one parameter of its own: `name(param: [type] = default =>
/// builder_method) [more output_type arguments] -> [result type];`. The module after `via` has
/// the frontend's `linalg` adapters:
///
/// * `take(&str, &Array) -> Result<Array>` and `take_type(&str, &TensorType) ->
///   Result<TensorType>`: `a` as the framework's `linalg.<name>` takes it (cast to the dtype it
///   computes in, or refused);
/// * `give(T) -> Result<T>` and `give_type(T) -> Result<T>`: a result (an array or a tuple of
///   them) and its type as the framework gives them ([`as_given`](crate::as_given)'s change
///   nothing).
///
/// The types stay tokens in brackets: `compositional` reads them, which a `ty` fragment would
/// hide from it.
macro_rules! decomposed {
    ($frontend:literal via $via:ident;
     $( $(#[$doc:meta])* $name:ident($($p:ident: [$($ty:tt)*] = $default:tt => $method:ident)?)
        $([$($more:expr),*])? -> [$($ret:tt)*]; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($via::give_type(ivy::$name::output_type(&$via::take_type(stringify!($name), a)?, $($p,)? $($($more,)*)? None)?))]
        $(#[defaults($p = $default)])?
        pub fn $name(a: &ivy::Array $(, $p: $($ty)*)?) -> ivy::Result<$($ret)*> {
            $via::give(ivy::$name::with(&$via::take(stringify!($name), a)?)$(.$method($p))?.call()?)
        }
    )*};
}

/// The `linalg` functions of one stack of matrices all three frameworks name alike, for the
/// [`decomposed!`] form; `rcond` names `pinv`'s tolerance (NumPy's `rcond`, the others'
/// `rtol`): `decompositions! { "numpy.linalg"; decomposed! { "numpy" via taken, rcond } }`.
macro_rules! decompositions {
    ($module:literal; $form:ident! { $frontend:literal via $via:ident, $rcond:ident }) => {
        $form! { $frontend via $via;
            #[doc = concat!("`", $module, ".cholesky`: the lower triangular `L` with ",
                "`a = L @ L^H` of each matrix of `a` (the upper `U = L^H` if `upper`); a ",
                "matrix that is not positive definite is an error.")]
            cholesky(upper: [bool] = false => upper) -> [ivy::Array];
            #[doc = concat!("`", $module, ".qr`: `(Q, R)` with `a = Q @ R` for each matrix of ",
                "`a`, `mode` `\"reduced\"` (`K = min(M, N)` columns of `Q`) or ",
                "`\"complete\"` (`M`); the modes that return other things (`\"r\"`, ",
                "`\"raw\"`) are refused.")]
            qr(mode: [&str] = "reduced" => mode) -> [(ivy::Array, ivy::Array)];
            #[doc = concat!("`", $module, ".svd`: `(U, S, Vh)` with `a = U @ diag(S) @ Vh` ",
                "for each matrix of `a`, `S` real and descending; `U` and `Vh` square if ",
                "`full_matrices`, else of `min(M, N)` columns and rows (the singular values ",
                "alone are `svdvals`).")]
            svd(full_matrices: [bool] = true => full_matrices)
                -> [(ivy::Array, ivy::Array, ivy::Array)];
            #[doc = concat!("`", $module, ".svdvals`: the singular values (real, descending) ",
                "of each matrix of `a`.")]
            svdvals() -> [ivy::Array];
            #[doc = concat!("`", $module, ".eigh`: the eigenvalues (real, ascending) and ",
                "eigenvectors (the columns) of each Hermitian matrix of `a`, read from its ",
                "lower (`uplo = \"L\"`) or upper (`\"U\"`) triangle (the framework's `UPLO`).")]
            eigh(uplo: [&str] = "L" => uplo) -> [(ivy::Array, ivy::Array)];
            #[doc = concat!("`", $module, ".eigvalsh`: the eigenvalues (real, ascending) of ",
                "each Hermitian matrix of `a`, read from the triangle `uplo` names.")]
            eigvalsh(uplo: [&str] = "L" => uplo) -> [ivy::Array];
            #[doc = concat!("`", $module, ".inv`: the inverse of each square matrix of `a`; ",
                "a singular matrix is an error.")]
            inv() [false] -> [ivy::Array];
            #[doc = concat!("`", $module, ".det`: the determinant of each square matrix of ",
                "`a` (0 for a singular one).")]
            det() -> [ivy::Array];
            #[doc = concat!("`", $module, ".slogdet`: `(sign, logabsdet)` of each square ",
                "matrix of `a`, its determinant being `sign * exp(logabsdet)`; a singular ",
                "matrix gives `(0, -inf)`.")]
            slogdet() -> [(ivy::Array, ivy::Array)];
            #[doc = concat!("`", $module, ".pinv`: the Moore-Penrose pseudo-inverse of each ",
                "matrix of `a`; singular values at or below `", stringify!($rcond), "` times ",
                "the largest count as zero (`None`: `max(M, N)` times the machine epsilon).")]
            pinv($rcond: [Option<f64>] = None => rtol) -> [ivy::Array];
            #[doc = concat!("`", $module, ".matrix_rank`: the rank of each matrix of `a` (the ",
                "framework's integer), counting the singular values above `rtol` times the ",
                "largest (`None`: `max(M, N)` times the machine epsilon).")]
            matrix_rank(rtol: [Option<f64>] = None => rtol) -> [ivy::Array];
        }
    };
}

/// `linalg.matrix_power` of a frontend: the `n`-th power of each square matrix of `a`. For
/// `n >= 0` in `a`'s dtype as the framework takes it for that power (`$via::operand(a, n)`,
/// whose type is `$via::operand_type(a, n)`'s: integers stay integers and wrap), by NumPy's
/// order of repeated squarings, which PyTorch's and JAX's follow; for `n < 0` Ivy's
/// `matrix_power` of `a` as the framework's `linalg` takes it (`$via::take`, see
/// [`decomposed!`]), which inverts first (a singular matrix is an error). A macro, so that the
/// declaration sees the ivy functions its body calls.
macro_rules! matrix_power {
    ($frontend:literal via $via:ident; $(#[$doc:meta])*) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($via::give_type($crate::power_type($frontend, &$via::operand_type(a, n)?, n, |a| ivy::matrix_power::output_type(&$via::take_type("matrix_power", a)?, n, None))?))]
        #[defaults(n = required)]
        pub fn matrix_power(a: &ivy::Array, n: i64) -> ivy::Result<ivy::Array> {
            if n < 0 {
                return $via::give(ivy::matrix_power(&$via::take("matrix_power", a)?, n)?);
            }
            let a = $via::operand(a, n)?;
            $crate::square($frontend, "matrix_power", a.shape())?;
            let m = a.shape()[a.ndim() - 1];
            let batch = &a.shape()[..a.ndim() - 2];
            if n == 0 {
                return ivy::eye::with(m)
                    .batch_shape(batch)
                    .dtype(Some(a.dtype()))
                    .call();
            }
            // NumPy's order: `z` runs through a, a^2, a^4, ...; `result` gathers the bits of `n`.
            let (mut z, mut result): (Option<ivy::Array>, Option<ivy::Array>) = (None, None);
            let mut n = n;
            while n > 0 {
                let next = match &z {
                    None => a.clone(),
                    Some(z) => ivy::matmul(z, z)?,
                };
                if n % 2 == 1 {
                    result = Some(match result {
                        None => next.clone(),
                        Some(r) => ivy::matmul(&r, &next)?,
                    });
                }
                z = Some(next);
                n /= 2;
            }
            $via::give(result.expect("n > 0 has a set bit"))
        }
    };
}
