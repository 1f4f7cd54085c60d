/// Tangent, element-wise.
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    ::ivy::__private::call_into::<
        tan,
        1,
    >([::ivy::__private::arg(x)], ::ivy::__private::PLAIN, out, |__c| (__c.array(0),))
}
///The declaration of [`tan()`]: what it supports on each backend ([`tan::DECL`](Self::DECL)), and its form over containers ([`tan::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct tan {
    _private: (),
}
impl tan {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            wrappers: &[
                ::ivy::__private::Wrapper::Nestable,
                ::ivy::__private::Wrapper::HandleOut,
            ],
            kernel_support: ::ivy::__private::kernel_support::<tan>,
            typing: ::ivy::__private::typing(
                &[::ivy::__private::TypeParam::Array("x")],
                |__parts| {
                    tan::output_type(&__parts[0][0], ::core::option::Option::None)
                        .map(::ivy::__private::TypeOutputs::into_vec)
                },
            ),
            ..::ivy::__private::decl("tan", ::ivy::__private::FunctionKind::Primary)
        };
        &__DECL
    };
    ///[`tan()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
    pub fn nested<'a>(
        x: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
    ) -> ::ivy::__private::Result<::ivy::__private::Nest> {
        ::ivy::__private::nest_map(
            &[::core::convert::Into::into(x)],
            |__leaves| {
                tan(__leaves[0].array("tan", "x")?, ::core::option::Option::None)
            },
        )
    }
    ///The output type of [`tan()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
    #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
    pub fn output_type(
        x: &::ivy::__private::TensorType,
        out: Option<&::ivy::__private::TensorType>,
    ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
        let __t = ::ivy::__private::type_call(
            tan::DECL,
            [::ivy::__private::arg(x)],
            ::ivy::__private::PLAIN,
        )?;
        let x: &::ivy::__private::TensorType = __t.input(0);
        let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
            #[allow(unused_imports)]
            use ::ivy::__private::type_rules::*;
            same(x)
        };
        __t.finish(__rule, out)
    }
}
const _: () = {
    #[diagnostic::do_not_recommend]
    impl ::ivy::__private::Declared for tan {
        type Kind = ::ivy::__private::kind::Primary;
        type Args<'a> = (&'a ::ivy::__private::Array,);
        type Kernel<N, E> = fn(&N) -> ::core::result::Result<N, E>;
        type Handler = for<'a> fn(&'a Array) -> bool;
        type Output = ::ivy::__private::Array;
        type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
        const DECL: &'static ::ivy::__private::FunctionDecl = tan::DECL;
        fn slots() -> &'static ::ivy::__private::SlotsOf<Self> {
            static SLOTS: ::ivy::__private::SlotsOf<tan> = ::ivy::__private::Slots::new();
            &SLOTS
        }
        #[inline]
        fn run_kernel<N: ::ivy::__private::Native, E: ::ivy::__private::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<Self::Output> {
            let x = __c.native::<N>(__a.0)?;
            __c.wrap(__k(&x))
        }
    }
};
