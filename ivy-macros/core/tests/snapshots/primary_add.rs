/// Sum, element-wise.
pub fn add<'a>(
    x1: impl ::core::convert::Into<ArrayLike<'a>>,
    x2: impl ::core::convert::Into<ArrayLike<'a>>,
    out: Option<&mut Array>,
) -> Result<Array> {
    ::ivy::__private::call_into::<
        add,
        2,
    >(
        [::ivy::__private::arg(x1), ::ivy::__private::arg(x2)],
        ::ivy::__private::PLAIN,
        out,
        |__c| (__c.array(0), __c.array(1)),
    )
}
///The declaration of [`add()`]: what it supports on each backend ([`add::DECL`](Self::DECL)), and its form over containers ([`add::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct add {
    _private: (),
}
impl add {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            wrappers: &[
                ::ivy::__private::Wrapper::Nestable,
                ::ivy::__private::Wrapper::HandleOut,
            ],
            kernel_support: ::ivy::__private::kernel_support::<add>,
            typing: ::ivy::__private::typing(
                &[
                    ::ivy::__private::TypeParam::Array("x1"),
                    ::ivy::__private::TypeParam::Array("x2"),
                ],
                |__parts| {
                    add::output_type(
                            &__parts[0][0],
                            &__parts[1][0],
                            ::core::option::Option::None,
                        )
                        .map(::ivy::__private::TypeOutputs::into_vec)
                },
            ),
            ..::ivy::__private::decl("add", ::ivy::__private::FunctionKind::Primary)
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
        let __t = ::ivy::__private::type_call(
            add::DECL,
            [::ivy::__private::arg(x1), ::ivy::__private::arg(x2)],
            ::ivy::__private::PLAIN,
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
const _: () = {
    #[diagnostic::do_not_recommend]
    impl ::ivy::__private::Declared for add {
        type Kind = ::ivy::__private::kind::Primary;
        type Args<'a> = (&'a ::ivy::__private::Array, &'a ::ivy::__private::Array);
        type Kernel<N, E> = fn(&N, &N) -> ::core::result::Result<N, E>;
        type Handler = for<'a> fn(
            ::ivy::__private::ArrayLike<'a>,
            ::ivy::__private::ArrayLike<'a>,
        ) -> bool;
        type Output = ::ivy::__private::Array;
        type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
        const DECL: &'static ::ivy::__private::FunctionDecl = add::DECL;
        fn slots() -> &'static ::ivy::__private::SlotsOf<Self> {
            static SLOTS: ::ivy::__private::SlotsOf<add> = ::ivy::__private::Slots::new();
            &SLOTS
        }
        #[inline]
        fn run_kernel<N: ::ivy::__private::Native, E: ::ivy::__private::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<Self::Output> {
            let x1 = __c.native::<N>(__a.0)?;
            let x2 = __c.native::<N>(__a.1)?;
            __c.wrap(__k(&x1, &x2))
        }
    }
};
