/// `x @ weight.T + bias`.
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let __inputs = [
        ::core::option::Option::Some(::ivy::__private::ArrayLike::from(x)),
        ::core::option::Option::Some(::ivy::__private::ArrayLike::from(weight)),
        bias.map(::ivy::__private::ArrayLike::from),
    ];
    let __backend = ::ivy::__private::Call::select(&__inputs)?;
    let __result = match linear::SLOTS.get(__backend) {
        ::core::option::Option::Some(
            __kernel,
        ) if __kernel.handler.is_none_or(|__h| __h(x, weight, bias, dtype)) => {
            let __call = ::ivy::__private::Call::prepare(
                &linear::DECL,
                __backend,
                ::core::option::Option::Some(&__kernel.support),
                &__inputs,
                ::ivy::__private::DtypeArg::Infer(dtype, &[]),
                ::core::option::Option::None,
            )?;
            let __args = linear::Args {
                x: __call.array(0),
                weight: __call.array(1),
                bias: __call.opt_array(2),
                dtype: __call.dtype(),
            };
            let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
            __call.cast_back(__result)?
        }
        _ => {
            {
                let __composed = ::ivy::__private::Composed::prepare(
                    &linear::DECL,
                    &__inputs,
                )?;
                __ivy_compositional_linear(
                    __composed.array(0, x),
                    __composed.array(1, weight),
                    __composed.opt_array(2, bias),
                    dtype,
                )
            }?
        }
    };
    ::ivy::__private::write_out(__result, out)
}
#[doc(hidden)]
#[allow(clippy::too_many_arguments)]
fn __ivy_compositional_linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    dtype: Option<Dtype>,
) -> Result<Array> {
    let y = matmul(x, weight, None)?;
    match bias {
        Some(b) => ivy::add(&y, b, None),
        None => Ok(y),
    }
}
///Registry items and the nestable form of [`linear()`].
#[allow(dead_code, clippy::all)]
pub mod linear {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
        name: "linear",
        kind: ::ivy::__private::FunctionKind::Mixed,
        wrappers: &[
            ::ivy::__private::Wrapper::Nestable,
            ::ivy::__private::Wrapper::HandleOut,
        ],
        callees: &[&super::matmul::DECL, &ivy::add::DECL],
        declarations: ::ivy::__private::Declarations {
            dtypes: ::core::option::Option::None,
            devices: ::core::option::Option::None,
            device_dtypes: ::core::option::Option::None,
        },
        backend_declarations: &[],
        kernel_support: |__b| SLOTS.get(__b).map(|__k| __k.kernel_support()),
        to_add: &[::ivy::__private::Wrapper::InferDtype],
        to_skip: &[::ivy::__private::Wrapper::Nestable],
        composed: ::ivy::__private::SupportCache::new(),
    };
    ///The function's kind (`mixed`), for compile-time checks of implementations.
    pub type Kind = ::ivy::__private::kind::Mixed;
    /// The arguments a kernel receives, after the wrappers.
    pub struct Args<'a> {
        ///`x`
        pub x: &'a ::ivy::__private::Array,
        ///`weight`
        pub weight: &'a ::ivy::__private::Array,
        ///`bias`
        pub bias: ::core::option::Option<&'a ::ivy::__private::Array>,
        ///`dtype`, decided
        pub dtype: ::ivy::__private::Dtype,
    }
    /// A kernel's signature over a backend's native array type `N`, failing with `E` (any
    /// error that converts into `BackendError`).
    pub type Kernel<N, E> = fn(
        &N,
        &N,
        ::core::option::Option<&N>,
        ::ivy::__private::Dtype,
    ) -> ::core::result::Result<N, E>;
    /// The type-erased kernel call.
    pub type Thunk = for<'a, 'b> fn(
        &'a Args<'b>,
        &'a ::ivy::__private::CallCtx,
    ) -> ::ivy::__private::Result<::ivy::__private::Array>;
    ///A partial-mixed handler: `true` runs the kernel, `false` the compositional body.
    pub type Handler = for<'a> fn(
        &'a Array,
        &'a Array,
        Option<&'a Array>,
        Option<Dtype>,
    ) -> bool;
    /// The kernel of each backend.
    pub static SLOTS: ::ivy::__private::Slots<Thunk, Handler> = ::ivy::__private::Slots::new();
    /// Calls a backend's kernel with prepared arguments: the body of each kernel's thunk.
    #[inline]
    pub fn run_kernel<N, E>(
        __kernel: Kernel<N, E>,
        __args: &Args<'_>,
        __ctx: &::ivy::__private::CallCtx,
    ) -> ::ivy::__private::Result<::ivy::__private::Array>
    where
        N: ::core::marker::Send + ::core::marker::Sync + 'static,
        E: ::core::convert::Into<::ivy::__private::BackendError>,
    {
        let x = __ctx.native::<N>(__args.x)?;
        let weight = __ctx.native::<N>(__args.weight)?;
        let bias = __ctx.native_opt::<N>(__args.bias)?;
        __ctx.wrap(__kernel(x, weight, bias, ::core::clone::Clone::clone(&__args.dtype)))
    }
    /// The function over containers: leaf by leaf.
    pub fn nested<'a>(
        x: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        weight: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        bias: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        dtype: Option<Dtype>,
    ) -> ::ivy::__private::Result<::ivy::__private::Nest> {
        ::ivy::__private::nest_map(
            &[
                ::core::convert::Into::into(x),
                ::core::convert::Into::into(weight),
                ::core::convert::Into::into(bias),
            ],
            |__leaves| {
                super::linear(
                    __leaves[0].array("linear", "x")?,
                    __leaves[1].array("linear", "weight")?,
                    __leaves[2].opt_array("linear", "bias")?,
                    ::core::clone::Clone::clone(&dtype),
                    ::core::option::Option::None,
                )
            },
        )
    }
}
