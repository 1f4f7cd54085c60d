/// Sum, element-wise.
pub fn add<'a>(
    x1: impl ::core::convert::Into<ArrayLike<'a>>,
    x2: impl ::core::convert::Into<ArrayLike<'a>>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let x1: ::ivy::__private::ArrayLike<'a> = ::core::convert::Into::into(x1);
    let x2: ::ivy::__private::ArrayLike<'a> = ::core::convert::Into::into(x2);
    let __inputs = [::core::option::Option::Some(x1), ::core::option::Option::Some(x2)];
    let __backend = ::ivy::__private::Call::select(&__inputs)?;
    let ::core::option::Option::Some(__kernel) = <add as ::ivy::__private::Declared>::slots()
        .get(__backend) else {
        return ::core::result::Result::Err(
            ::ivy::__private::Call::no_kernel(add::DECL, __backend),
        );
    };
    let __result = {
        let __call = match ::ivy::__private::Call::prepare_into(
            add::DECL,
            __backend,
            ::core::option::Option::Some(&__kernel.support),
            &__inputs,
            ::ivy::__private::DtypeArg::None,
            ::core::option::Option::None,
            ::core::option::Option::as_deref(&out),
        )? {
            ::ivy::__private::Direct::Done(__done) => {
                return ::ivy::__private::write_out(__done, out);
            }
            ::ivy::__private::Direct::Kernel(__call) => __call,
        };
        let __args = __ivy_args_add {
            x1: __call.array(0),
            x2: __call.array(1),
        };
        let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
        __call.cast_back(__result)?
    };
    ::ivy::__private::write_out(__result, out)
}
///The declaration of [`add()`]: what it supports on each backend ([`add::DECL`](Self::DECL)), and its form over containers ([`add::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct add {
    _private: (),
}
impl add {
    /// The declaration: its kind, wrappers and declarations, and the support queries
    /// (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            name: "add",
            kind: ::ivy::__private::FunctionKind::Primary,
            wrappers: &[
                ::ivy::__private::Wrapper::Nestable,
                ::ivy::__private::Wrapper::HandleOut,
            ],
            kernel_support: |__b| {
                <add as ::ivy::__private::Declared>::slots()
                    .get(__b)
                    .map(|__k| __k.kernel_support())
            },
            typing: ::core::option::Option::Some(::ivy::__private::Typing {
                params: &[
                    ::ivy::__private::TypeParam::Array("x1"),
                    ::ivy::__private::TypeParam::Array("x2"),
                ],
                eval: ::core::option::Option::Some(|__parts| {
                    add::output_type(
                            &__parts[0][0],
                            &__parts[1][0],
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
    ///[`add()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
    pub fn nested<'a>(
        x1: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        x2: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
    ) -> ::ivy::__private::Result<::ivy::__private::Nest> {
        ::ivy::__private::nest_map(
            &[::core::convert::Into::into(x1), ::core::convert::Into::into(x2)],
            |__leaves| {
                add(
                    __leaves[0].array_like("add", "x1")?,
                    __leaves[1].array_like("add", "x2")?,
                    ::core::option::Option::None,
                )
            },
        )
    }
    ///The output type of [`add()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
    #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
    pub fn output_type<'a>(
        x1: impl ::core::convert::Into<::ivy::__private::TypeLike<'a>>,
        x2: impl ::core::convert::Into<::ivy::__private::TypeLike<'a>>,
        out: Option<&::ivy::__private::TensorType>,
    ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
        let x1: ::ivy::__private::TypeLike<'a> = ::core::convert::Into::into(x1);
        let x2: ::ivy::__private::TypeLike<'a> = ::core::convert::Into::into(x2);
        let __inputs = [
            ::core::option::Option::Some(x1),
            ::core::option::Option::Some(x2),
        ];
        let __t = ::ivy::__private::TypeCall::new(
            add::DECL,
            &__inputs,
            ::ivy::__private::DtypeArg::None,
            ::core::option::Option::None,
        )?;
        let x1: &::ivy::__private::TensorType = __t.input(0);
        let x2: &::ivy::__private::TensorType = __t.input(1);
        let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
            #[allow(unused_imports)]
            use ::ivy::__private::type_rules::*;
            broadcast(&[x1, x2])
        };
        __t.finish(__rule, out)
    }
}
#[doc(hidden)]
#[allow(non_camel_case_types)]
pub struct __ivy_args_add<'a> {
    pub x1: &'a ::ivy::__private::Array,
    pub x2: &'a ::ivy::__private::Array,
}
#[diagnostic::do_not_recommend]
impl ::ivy::__private::Declared for add {
    type Kind = ::ivy::__private::kind::Primary;
    type Args<'a> = __ivy_args_add<'a>;
    type Kernel<N, E> = fn(&N, &N) -> ::core::result::Result<N, E>;
    type Handler = for<'a> fn(
        ::ivy::__private::ArrayLike<'a>,
        ::ivy::__private::ArrayLike<'a>,
    ) -> bool;
    type Output = ::ivy::__private::Array;
    type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
    fn slots() -> &'static ::ivy::__private::Slots<
        ::ivy::__private::Thunk<Self>,
        Self::Handler,
    > {
        static __SLOTS: ::ivy::__private::Slots<
            ::ivy::__private::Thunk<add>,
            <add as ::ivy::__private::Declared>::Handler,
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
        let x1 = __ctx.native::<N>(__args.x1)?;
        let x2 = __ctx.native::<N>(__args.x2)?;
        __ctx.wrap(__kernel(&x1, &x2))
    }
}
