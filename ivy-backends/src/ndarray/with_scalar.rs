//! The `scalar` kernels: element-wise arithmetic of an array and a literal operand (`x + 2`,
//! `2 - x`, `x * t` in a loop, `x ** 2`), `#[implements(f for NdArrayBackend, scalar)]`. The
//! literal is read as a value of the array's element type, with nothing allocated but the
//! result, and the elements computed by the allocating kernel's own loops and element
//! operation ([`zip_value`](crate::loops::arrays::zip_value)): the results are the same bit for
//! bit as with a 0-d array of the literal. A dtype the kernel's class leaves out (`bool`'s
//! `add`, an integer `divide`, an integer `pow`, whose kernel refuses negative exponents first)
//! is declined, and the runtime takes the kernel's path.

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Result, ScalarOperand};

use super::backend::NdArrayBackend;
use super::storage::NdArray;
use crate::elem::{InexactElem, NumElem};
use crate::loops::arrays::zip_value;

/// The `scalar` kernel `$kernel` of each `$f`: `$op` of an array of a dtype of `$class` and a
/// literal in its place; `Ok(None)` for an array of any other dtype.
macro_rules! binary_scalar {
    ($($f:ident $kernel:ident $class:ident $op:path);*) => {$(
        #[doc = concat!("`", stringify!($f), "` of an array and a literal.")]
        #[implements(f::$f for NdArrayBackend, scalar)]
        pub(crate) fn $kernel(x: &NdArray, operand: ScalarOperand) -> Result<Option<NdArray>> {
            crate::with_class!(x.dtype(), $class, T => {
                let a = super::dispatch::elements::<T>(x);
                let value = operand.value::<T>();
                zip_value(stringify!($f), a, &value, operand.is_first(), $op)
                    .map(|made| Some(NdArray::from(made)))
            }, _ => Ok(None))
        }
    )*};
}

binary_scalar!(
    add add_scalar numeric NumElem::add;
    subtract subtract_scalar numeric NumElem::sub;
    multiply multiply_scalar numeric NumElem::mul;
    divide divide_scalar inexact InexactElem::div;
    pow pow_scalar inexact NumElem::pow
);
