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
    let __result = match <linear as ::ivy::__private::Declared>::slots().get(__backend) {
        ::core::option::Option::Some(
            __kernel,
        ) if __kernel.handler.is_none_or(|__h| __h(x, weight, bias, dtype)) => {
            let __call = ::ivy::__private::Call::prepare(
                linear::DECL,
                __backend,
                ::core::option::Option::Some(&__kernel.support),
                &__inputs,
                ::ivy::__private::DtypeArg::Infer(dtype, &[]),
                ::core::option::Option::None,
            )?;
            let __args = __ivy_args_linear {
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
                    linear::DECL,
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
///The declaration of [`linear()`]: what it supports on each backend ([`linear::DECL`](Self::DECL)), and its form over containers ([`linear::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct linear {
    _private: (),
}
impl linear {
    /// The declaration: its kind, wrappers and declarations, and the support queries
    /// (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            name: "linear",
            kind: ::ivy::__private::FunctionKind::Mixed,
            wrappers: &[
                ::ivy::__private::Wrapper::Nestable,
                ::ivy::__private::Wrapper::HandleOut,
            ],
            callees: &[<matmul>::DECL, <ivy::add>::DECL],
            kernel_support: |__b| {
                <linear as ::ivy::__private::Declared>::slots()
                    .get(__b)
                    .map(|__k| __k.kernel_support())
            },
            to_add: &[::ivy::__private::Wrapper::InferDtype],
            to_skip: &[::ivy::__private::Wrapper::Nestable],
            composed: ::core::option::Option::Some(|| {
                static __CACHE: ::ivy::__private::SupportCache = ::ivy::__private::SupportCache::new();
                &__CACHE
            }),
            typing: ::core::option::Option::Some(::ivy::__private::Typing {
                params: &[
                    ::ivy::__private::TypeParam::Array("x"),
                    ::ivy::__private::TypeParam::Array("weight"),
                    ::ivy::__private::TypeParam::OptArray("bias"),
                    ::ivy::__private::TypeParam::Default("dtype"),
                ],
                eval: ::core::option::Option::Some(|__parts| {
                    linear::output_type(
                            &__parts[0][0],
                            &__parts[1][0],
                            __parts[2].first(),
                            ::core::option::Option::None,
                            ::core::option::Option::None,
                        )
                        .map(::ivy::__private::TypeOutputs::into_vec)
                }),
                untypable: ::core::option::Option::None,
            }),
            ..::ivy::__private::FunctionDecl::BASE
        };
        &__DECL
    };
    ///[`linear()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
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
                linear(
                    __leaves[0].array("linear", "x")?,
                    __leaves[1].array("linear", "weight")?,
                    __leaves[2].opt_array("linear", "bias")?,
                    ::core::clone::Clone::clone(&dtype),
                    ::core::option::Option::None,
                )
            },
        )
    }
    ///The output type of [`linear()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
    #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
    pub fn output_type(
        x: &::ivy::__private::TensorType,
        weight: &::ivy::__private::TensorType,
        bias: ::core::option::Option<&::ivy::__private::TensorType>,
        dtype: Option<Dtype>,
        out: Option<&::ivy::__private::TensorType>,
    ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
        let __inputs = [
            ::core::option::Option::Some(::ivy::__private::TypeLike::from(x)),
            ::core::option::Option::Some(::ivy::__private::TypeLike::from(weight)),
            bias.map(::ivy::__private::TypeLike::from),
        ];
        let __t = ::ivy::__private::TypeCall::new(
            linear::DECL,
            &__inputs,
            ::ivy::__private::DtypeArg::Infer(dtype, &[]),
            ::core::option::Option::None,
        )?;
        let x: &::ivy::__private::TensorType = __t.input(0);
        let weight: &::ivy::__private::TensorType = __t.input(1);
        let bias = __t.opt_input(2);
        let dtype = __t.dtype();
        let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
            #[allow(unused_imports)]
            use ::ivy::__private::type_rules::*;
            linear_map(x, weight, bias)
        };
        __t.finish(__rule, out)
    }
}
#[doc(hidden)]
#[allow(non_camel_case_types)]
pub struct __ivy_args_linear<'a> {
    pub x: &'a ::ivy::__private::Array,
    pub weight: &'a ::ivy::__private::Array,
    pub bias: ::core::option::Option<&'a ::ivy::__private::Array>,
    pub dtype: ::ivy::__private::Dtype,
}
#[diagnostic::do_not_recommend]
impl ::ivy::__private::Declared for linear {
    type Kind = ::ivy::__private::kind::Mixed;
    type Args<'a> = __ivy_args_linear<'a>;
    type Kernel<N, E> = fn(
        &N,
        &N,
        ::core::option::Option<&N>,
        ::ivy::__private::Dtype,
    ) -> ::core::result::Result<N, E>;
    type Handler = for<'a> fn(
        &'a Array,
        &'a Array,
        Option<&'a Array>,
        Option<Dtype>,
    ) -> bool;
    type Output = ::ivy::__private::Array;
    type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
    fn slots() -> &'static ::ivy::__private::Slots<
        ::ivy::__private::Thunk<Self>,
        Self::Handler,
    > {
        static __SLOTS: ::ivy::__private::Slots<
            ::ivy::__private::Thunk<linear>,
            <linear as ::ivy::__private::Declared>::Handler,
        > = ::ivy::__private::Slots::new();
        &__SLOTS
    }
    #[inline]
    fn run_kernel<N, E>(
        __kernel: Self::Kernel<N, E>,
        __args: &Self::Args<'_>,
        __ctx: &::ivy::__private::CallCtx,
    ) -> ::ivy::__private::Result<Self::Output>
    where
        N: ::core::marker::Send + ::core::marker::Sync + 'static,
        E: ::core::convert::Into<::ivy::__private::BackendError>,
    {
        let x = __ctx.native::<N>(__args.x)?;
        let weight = __ctx.native::<N>(__args.weight)?;
        let bias = __ctx.native_opt::<N>(__args.bias)?;
        __ctx
            .wrap(
                __kernel(
                    &x,
                    &weight,
                    ::core::option::Option::as_deref(&bias),
                    ::core::clone::Clone::clone(&__args.dtype),
                ),
            )
    }
}
