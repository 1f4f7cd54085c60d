//! One case per library function: the inputs it is called with, and the call.
//!
//! The inputs are the same numbers in every dtype (converted with `astype` semantics, so
//! `0.5` is `0` in an integer dtype and `true` in `bool`); they are chosen so that every
//! dtype holds the results (no overflow in int8, no infinity in float16).

use crate::{Array, Dtype, FunctionDecl, HostArray, HostData, Result, TensorType};

/// How a cell's dtype enters a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Via {
    /// The array inputs have the dtype.
    Inputs,
    /// The dtype argument is the dtype (creation functions).
    Argument,
    /// The call takes neither arrays nor a dtype and gives index arrays (`tril_indices`): its
    /// result is the same in every cell, and runs wherever the backend holds `int64`.
    Neither,
}

/// An input array: its values and shape.
pub(crate) struct Input {
    pub(crate) values: &'static [f64],
    pub(crate) shape: &'static [usize],
}

/// A function's case.
pub(crate) struct Case {
    pub(crate) function: &'static FunctionDecl,
    pub(crate) via: Via,
    pub(crate) inputs: &'static [Input],
    /// Calls the function: with the prepared inputs (via `Inputs`), or with the dtype (via
    /// `Argument`).
    pub(crate) call: fn(&[Array], Dtype) -> Result<Vec<Array>>,
    /// The same call's output types, from the inputs' types (`f::output_type`).
    pub(crate) types: fn(&[TensorType], Dtype) -> Result<Vec<TensorType>>,
    /// The function in the forms code is written in, each beside the form it must equal: the
    /// same call written with the optional arguments left out or named (`f(..)`,
    /// `f::with(..).axis(0).call()`) beside `call`, and the method beside the function
    /// (`x.f(..)` beside `f(&x, ..)`, the optional arguments left out). Read by the tests.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) forms: Forms,
}

/// What [`Case::forms`] gives: pairs of results that must be equal.
pub(crate) type Forms = fn(&[Array], Dtype) -> Result<Vec<[Result<Vec<Array>>; 2]>>;

pub(super) const SQUARE: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0],
    shape: &[2, 2],
};
pub(super) const SQUARE_REVERSED: Input = Input {
    values: &[4.0, 3.0, 2.0, 1.0],
    shape: &[2, 2],
};
pub(super) const SMALL: Input = Input {
    values: &[0.25, 0.5, 1.0, 1.25],
    shape: &[2, 2],
};
pub(super) const PROBABILITIES: Input = Input {
    values: &[0.25, 0.5, 0.125, 0.75],
    shape: &[2, 2],
};
pub(super) const TARGETS: Input = Input {
    values: &[1.0, 0.0, 0.0, 1.0],
    shape: &[2, 2],
};

/// Positions with the values 0 and 1, which every dtype holds alike: two by two.
pub(super) const POSITIONS: Input = Input {
    values: &[1.0, 0.0, 0.0, 1.0],
    shape: &[2, 2],
};

/// An input as an index argument (`Indices`): its values (real parts) as `int64`, whatever
/// the cell's dtype (an index of another dtype than an integer one is refused, which the tests
/// check), for the call (an array) and for `output_type` (a type) alike.
pub(super) trait AsIndices: Sized {
    /// The same values (or shape) as `int64`.
    fn as_indices(&self) -> Result<Self>;
}

impl AsIndices for Array {
    /// Made on ndarray, which holds `int64` (the backend swept may not): the call moves it.
    fn as_indices(&self) -> Result<Array> {
        let host = self.to_host()?;
        let shape = host.shape().to_vec();
        let host = match host.data() {
            HostData::Complex64(v) => {
                HostArray::new(shape, v.iter().map(|c| c.re as i64).collect())?
            }
            HostData::Complex128(v) => {
                HostArray::new(shape, v.iter().map(|c| c.re as i64).collect())?
            }
            _ => host.astype(Dtype::Int64)?,
        };
        crate::with_backend(crate::init()?, || crate::asarray(host))
    }
}

impl AsIndices for TensorType {
    fn as_indices(&self) -> Result<TensorType> {
        Ok(TensorType::new(Dtype::Int64, self.shape.clone()))
    }
}

/// A case: `case!(f, Inputs, [A, B], |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::f(&x[0],
/// &x[1])], [x[0].f(&x[1]) => ivy::f(&x[0], &x[1])])` calls `f` with those arguments (`x` the
/// inputs, `d` the cell's dtype) in the form generated code uses (`f::positional`), and
/// `f::output_type` with the same arguments over the inputs' types; the outputs (one array, a
/// tuple or a list) are compared one by one. After `forms`: the same call as code writes it
/// (which must agree with the first), and pairs that must agree (the method form beside the
/// function's).
///
/// A frontend's function: `case!(frontend numpy::add, Inputs, [A, B], |x, d| (&x[0], &x[1],
/// None))`, without forms (the forms code writes are checked against the framework itself by
/// the recorded-reference tests).
macro_rules! case {
    ($f:ident, $via:ident, [$($input:expr),*], |$x:ident, $d:ident| ($($arg:expr),* $(,)?),
     forms |$fx:ident, $fd:ident| [$form:expr], [$($left:expr => $right:expr),* $(,)?]) => {
        case!(@with [$crate::$f], $via, [$($input),*], |$x, $d| ($($arg),*),
            |$fx, $fd| {
                let _ = (&$fx, $fd);
                Ok(vec![
                    [
                        ($form).map($crate::Outputs::into_vec),
                        $crate::$f::positional($($arg),*).map($crate::Outputs::into_vec),
                    ],
                    $([
                        ($left).map($crate::Outputs::into_vec),
                        ($right).map($crate::Outputs::into_vec),
                    ],)*
                ])
            })
    };
    (frontend $($f:ident)::+, $via:ident, [$($input:expr),*],
     |$x:ident, $d:ident| ($($arg:expr),* $(,)?)) => {
        case!(@with [$crate::frontends::$($f)::+], $via, [$($input),*], |$x, $d| ($($arg),*),
            |_, _| Ok(Vec::new()))
    };
    (@with [$($f:tt)+], $via:ident, [$($input:expr),*], |$x:ident, $d:ident| ($($arg:expr),*),
     $forms:expr) => {
        $crate::conformance::cases::Case {
            function: $($f)+::DECL,
            via: $crate::conformance::cases::Via::$via,
            inputs: &[$($input),*],
            call: |$x, $d| {
                let _ = (&$x, $d);
                $($f)+::positional($($arg),*).map($crate::Outputs::into_vec)
            },
            types: |$x, $d| {
                let _ = (&$x, $d);
                $($f)+::output_type($($arg),*).map($crate::TypeOutputs::into_vec)
            },
            forms: $forms,
        }
    };
}

/// Declares the case modules, one per category (`<category>::CASES`, one case per function),
/// and [`BY_CATEGORY`], which lists them.
macro_rules! categories {
    ($($category:ident),* $(,)?) => {
        $(mod $category;)*

        /// Each category's cases, by category name.
        static BY_CATEGORY: &[(&str, &[Case])] =
            &[$((stringify!($category), $category::CASES)),*];
    };
}

categories!(
    activations,
    creation,
    data_type,
    elementwise,
    fourier,
    general,
    layers,
    linear_algebra,
    losses,
    manipulation,
    nest,
    norms,
    random,
    searching,
    set,
    sorting,
    statistical,
);

/// Every case, one per library function a backend can run (the standalone functions touch no
/// backend and have none), in the catalogue's order of categories ([`crate::CATEGORIES`]).
pub(crate) fn all() -> impl Iterator<Item = &'static Case> {
    crate::CATEGORIES.iter().flat_map(|name| {
        BY_CATEGORY
            .iter()
            .filter(move |(category, _)| category == name)
            .flat_map(|(_, cases)| cases.iter())
    })
}

mod frontends;

pub(crate) use frontends::frontends;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::HostArray;

    /// What a call gave, as compared: each output's dtype, shape and values, or the error.
    fn outcome(r: &Result<Vec<Array>>) -> String {
        match r {
            Ok(xs) => xs
                .iter()
                .map(|x| format!("{} {:?} {x}", x.dtype(), x.shape()))
                .collect::<Vec<_>>()
                .join("; "),
            Err(e) => format!("error: {e}"),
        }
    }

    /// Every function of the catalogue a backend runs (one case each) is called in each of the
    /// forms code writes: with its optional arguments left out or named, and as a method where
    /// its first parameter is an array; each gives what the form generated code calls gives.
    #[test]
    fn every_function_is_called_in_each_form_code_writes() {
        crate::init().unwrap();
        let dtype = Dtype::Float32;
        let (mut cases, mut pairs, mut methods) = (0, 0, 0);
        for case in all() {
            let inputs: Vec<Array> = case
                .inputs
                .iter()
                .map(|i| {
                    let host = HostArray::new(i.shape.to_vec(), i.values.to_vec()).unwrap();
                    crate::asarray::with(host).dtype(dtype).call().unwrap()
                })
                .collect();
            let name = case.function.name;
            let forms = (case.forms)(&inputs, dtype).unwrap();
            assert!(!forms.is_empty(), "{name}: no forms");
            for [form, reference] in &forms {
                assert_eq!(outcome(form), outcome(reference), "{name}");
            }
            cases += 1;
            pairs += forms.len();
            methods += usize::from(forms.len() > 1);
        }
        // One case per function a backend runs; most take an array first, so have a method.
        assert_eq!(cases, all().count());
        assert!(
            methods > 150,
            "{methods} methods of {cases} functions ({pairs} pairs)"
        );
    }
}
