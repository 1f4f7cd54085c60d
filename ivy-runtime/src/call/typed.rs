//! The type of a call, without running it: what `f::output_type(..)` evaluates.
//!
//! A declared function's `output_type` takes [`TensorType`]s where the function takes arrays
//! and walks the same steps as the call, on types: the backend in force is selected, the
//! inputs' dtypes are planned by the code the call plans with ([`plan_dtypes`] on the kernel
//! path, [`entry_dtypes`] on the compositional one: promotion, `#[integer_arrays_to_float]`,
//! the dtype argument, the support check and casting modes), then the function's shape rule
//! (its `#[returns(..)]`) gives the outputs, which are cast back and checked against `out` as
//! the call's results would be. An input the call would refuse gives the call's error.
//!
//! Types carry no backend or device: the backend is the one in force (a scoped or set backend,
//! else the default), the device the `device` argument or the default device. A partial-mixed handler is
//! not asked (it reads the arrays): a mixed function with a kernel on the backend is typed on
//! its kernel's path.

use ivy_grammar::{Device, Dtype};

use super::composed::entry_dtypes;
use super::plan::plan_dtypes;
use super::{DtypeArg, Like};
use crate::error::{Error, Result};
use crate::frontend::FrontendScope;
use crate::promotion::{can_cast, result_type};
use crate::registry::{BackendId, FunctionDecl, FunctionKind, Support};
use crate::scalar::Operand;
use crate::tensor_type::{Dim, TensorType};

/// An array-like argument's type: an array's type, or a weak scalar (as [`ArrayLike`] is for
/// a call).
///
/// [`ArrayLike`]: super::ArrayLike
pub type TypeLike<'a> = Like<&'a TensorType>;

impl<'a> From<&'a TensorType> for TypeLike<'a> {
    fn from(t: &'a TensorType) -> Self {
        Like::Array(t)
    }
}

impl TypeLike<'_> {
    fn operand(&self) -> Operand {
        match self {
            TypeLike::Array(t) => Operand::from(*t),
            TypeLike::Scalar(s) => Operand::Weak(*s),
        }
    }
}

/// A call's types in progress: its `N` array inputs' types as the kernel or body receives them.
pub struct TypeCall<const N: usize> {
    decl: &'static FunctionDecl,
    types: [Option<TensorType>; N],
    device: Device,
    dtype: Option<Dtype>,
    /// The dtype computed in and the dtype asked for, where a casting mode replaced it.
    cast_back: Option<(Dtype, Dtype)>,
    /// A frontend function's settings, in force until its shape rule has run.
    _frontend: Option<FrontendScope>,
}

impl<const N: usize> TypeCall<N> {
    /// The types on the path a call would take on the backend in force: the kernel's, where
    /// the backend has one (a primary function without one gives the call's `NoKernel`), else
    /// the compositional body's.
    pub fn new(
        decl: &'static FunctionDecl,
        inputs: &[Option<TypeLike<'_>>; N],
        dtype: DtypeArg<'_>,
        device: Option<Device>,
    ) -> Result<TypeCall<N>> {
        let frontend = decl.frontend.map(crate::frontend_scope);
        let backend = crate::backend_stack::select(None)?;
        let call = match (decl.kernel_support(backend), decl.kind) {
            (Some(k), _) => Self::kernel(decl, backend, Some(&k.support), inputs, dtype, device),
            (None, FunctionKind::Primary) => Err(super::Call::no_kernel(decl, backend)),
            (None, _) => {
                let given = match dtype {
                    DtypeArg::None => None,
                    DtypeArg::Infer(d, _) | DtypeArg::Passed(d) => d,
                };
                Self::composed(decl, backend, inputs, given)
            }
        }?;
        Ok(TypeCall {
            _frontend: frontend,
            ..call
        })
    }

    /// The types on the kernel path: promoted together, planned and checked against `support`
    /// as [`Call::prepare`](super::Call::prepare) does.
    fn kernel(
        decl: &'static FunctionDecl,
        backend: BackendId,
        support: Option<&Support>,
        inputs: &[Option<TypeLike<'_>>; N],
        dtype: DtypeArg<'_>,
        device: Option<Device>,
    ) -> Result<TypeCall<N>> {
        let device = device.unwrap_or_else(crate::devices::default_device);
        let operands: Vec<Operand> = inputs.iter().flatten().map(TypeLike::operand).collect();
        let plan = plan_dtypes(decl, backend, support, device, &operands, dtype)?;
        let target = plan.compute.unwrap_or(Dtype::Float32);
        Ok(TypeCall {
            decl,
            types: inputs
                .each_ref()
                .map(|i| i.as_ref().map(|t| typed(t, target))),
            device,
            dtype: plan.dtype,
            cast_back: plan.cast_back.zip(plan.dtype).map(|(asked, c)| (c, asked)),
            _frontend: None,
        })
    }

    /// The types on the compositional path: each array input as the body receives it (see
    /// [`Composed`](super::Composed)); a weak scalar as a 0-d type of the dtype it takes
    /// among the inputs; the dtype argument as given.
    fn composed(
        decl: &'static FunctionDecl,
        backend: BackendId,
        inputs: &[Option<TypeLike<'_>>; N],
        dtype: Option<Dtype>,
    ) -> Result<TypeCall<N>> {
        let device = crate::devices::default_device();
        let given = inputs.each_ref().map(|i| match i {
            Some(TypeLike::Array(t)) => Some((t.dtype, device)),
            _ => None,
        });
        let entry = entry_dtypes(decl, backend, &given)?;
        let operands: Vec<Operand> = inputs.iter().flatten().map(TypeLike::operand).collect();
        // Only a scalar input takes the operands' result type; arrays keep their own, so arrays
        // of no common dtype (a `bool` condition beside `uint16` under torch's rules) are typed
        // as the body receives them.
        let scalar = inputs
            .iter()
            .zip(&entry)
            .any(|(i, e)| i.is_some() && e.is_none());
        let weak = if !scalar || operands.is_empty() {
            Dtype::Float32
        } else {
            result_type(&operands)?
        };
        let mut types: [Option<TensorType>; N] = std::array::from_fn(|_| None);
        for ((slot, input), entry) in types.iter_mut().zip(inputs).zip(entry) {
            *slot = input.as_ref().map(|t| typed(t, entry.unwrap_or(weak)));
        }
        Ok(TypeCall {
            decl,
            types,
            device,
            dtype,
            cast_back: None,
            _frontend: None,
        })
    }

    /// The type of the array input at `index`, as the kernel or body receives it.
    pub fn input(&self, index: usize) -> &TensorType {
        self.types[index]
            .as_ref()
            .unwrap_or_else(|| unreachable!("required array inputs are always given"))
    }

    /// The type of the optional array input at `index`.
    pub fn opt_input(&self, index: usize) -> Option<&TensorType> {
        self.types[index].as_ref()
    }

    /// The resolved dtype argument (what the kernel's `dtype: Dtype` would be).
    pub fn dtype(&self) -> Dtype {
        self.dtype.unwrap_or(Dtype::Float32)
    }

    /// The dtype argument as a kernel deciding it itself would see it.
    pub fn dtype_opt(&self) -> Option<Dtype> {
        self.dtype
    }

    /// The device the call would run on.
    pub fn device(&self) -> Device {
        self.device
    }

    /// The outputs of the shape rule as the caller would get them: cast back to a dtype a
    /// casting mode replaced, then checked against `out` and given its dtype (see
    /// [`Outputs::write_out`](crate::Outputs::write_out)); a rule's error names the function.
    pub fn finish<R: TypeOutputs>(&self, outputs: Result<R>, out: Option<R::Out<'_>>) -> Result<R> {
        let mut types = outputs
            .map_err(|e| e.in_function(self.decl.name))?
            .into_vec();
        if let Some((computed, asked)) = self.cast_back {
            for t in types.iter_mut().filter(|t| t.dtype == computed) {
                t.dtype = asked;
            }
        }
        let Some(out) = out else {
            return R::from_vec(types);
        };
        let outs = R::out_vec(out);
        if outs.len() != types.len() {
            return Err(Error::ShapeMismatch {
                what: "out (one array per output)",
                expected: vec![types.len()],
                got: vec![outs.len()],
            });
        }
        for (result, out) in types.iter().zip(&outs) {
            check_out(self.decl.name, result, out)?;
        }
        R::from_vec(outs.into_iter().cloned().collect())
    }
}

/// An input's type as the kernel receives it: an array's shape in `dtype`, a scalar 0-d.
fn typed(input: &TypeLike<'_>, dtype: Dtype) -> TensorType {
    match input {
        TypeLike::Array(t) => TensorType::new(dtype, t.shape.clone()),
        TypeLike::Scalar(_) => TensorType::new(dtype, []),
    }
}

/// Whether a result of type `result` (of `function`) can be written to an `out` array of type
/// `out`: the same number of dimensions, every pair of known lengths equal (an unknown one is
/// checked when the call runs), and a dtype the result casts to.
fn check_out(function: &'static str, result: &TensorType, out: &TensorType) -> Result<()> {
    let differ = |a: Dim, b: Dim| matches!((a, b), (Some(a), Some(b)) if a != b);
    if result.ndim() != out.ndim()
        || result
            .shape
            .iter()
            .zip(&out.shape)
            .any(|(a, b)| differ(*a, *b))
    {
        return Err(Error::TypeMismatch {
            what: "out",
            expected: result.to_string(),
            got: out.to_string(),
        });
    }
    if out.dtype != result.dtype && !can_cast(result.dtype, out.dtype) {
        return Err(Error::OutDtype {
            function,
            out: out.dtype,
            result: result.dtype,
        });
    }
    Ok(())
}

/// What a declared function's `output_type` returns: the counterpart of
/// [`Outputs`](crate::Outputs) over types (one type, a tuple of two to four, or a list).
pub trait TypeOutputs: Sized {
    /// The `out` argument: one type per output.
    type Out<'a>;

    /// The types, in order.
    fn into_vec(self) -> Vec<TensorType>;

    /// The outputs from `types`, in order.
    fn from_vec(types: Vec<TensorType>) -> Result<Self>;

    /// The types of an `out` argument, in order.
    fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a TensorType>;
}

fn count_error(expected: usize, got: usize) -> Error {
    Error::ShapeMismatch {
        what: "outputs",
        expected: vec![expected],
        got: vec![got],
    }
}

impl TypeOutputs for TensorType {
    type Out<'a> = &'a TensorType;

    fn into_vec(self) -> Vec<TensorType> {
        vec![self]
    }

    fn from_vec(types: Vec<TensorType>) -> Result<Self> {
        let n = types.len();
        let [t]: [TensorType; 1] = types.try_into().map_err(|_| count_error(1, n))?;
        Ok(t)
    }

    fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a TensorType> {
        vec![out]
    }
}

impl TypeOutputs for Vec<TensorType> {
    type Out<'a> = &'a [TensorType];

    fn into_vec(self) -> Vec<TensorType> {
        self
    }

    fn from_vec(types: Vec<TensorType>) -> Result<Self> {
        Ok(types)
    }

    fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a TensorType> {
        out.iter().collect()
    }
}

/// Tuples of two to four types.
macro_rules! tuple_type_outputs {
    ($n:literal: $($t:ident),+) => {
        impl TypeOutputs for ($(tuple_type_outputs!(@ty $t),)+) {
            type Out<'a> = ($(tuple_type_outputs!(@out 'a $t),)+);

            fn into_vec(self) -> Vec<TensorType> {
                let ($($t,)+) = self;
                vec![$($t),+]
            }

            fn from_vec(types: Vec<TensorType>) -> Result<Self> {
                let n = types.len();
                let [$($t),+]: [TensorType; $n] =
                    types.try_into().map_err(|_| count_error($n, n))?;
                Ok(($($t,)+))
            }

            fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a TensorType> {
                let ($($t,)+) = out;
                vec![$($t),+]
            }
        }
    };
    (@ty $t:ident) => { TensorType };
    (@out $a:lifetime $t:ident) => { &$a TensorType };
}

tuple_type_outputs!(2: a, b);
tuple_type_outputs!(3: a, b, c);
tuple_type_outputs!(4: a, b, c, d);
