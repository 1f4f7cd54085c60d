/// An array filled with a value.
pub fn full(
    shape: &[usize],
    fill_value: impl ::core::convert::Into<Scalar>,
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> Result<Array> {
    let fill_value: ::ivy::__private::Scalar = ::core::convert::Into::into(fill_value);
    ::ivy::__private::call::<
        full,
        0,
    >(
        [],
        (::ivy::__private::DtypeArg::Infer(dtype, &[fill_value]), device),
        |__c| (shape, fill_value, __c.dtype(), __c.device()),
    )
}
///The declaration of [`full()`]: what it supports on each backend ([`full::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct full {
    _private: (),
}
impl full {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            wrappers: &[
                ::ivy::__private::Wrapper::InferDtype,
                ::ivy::__private::Wrapper::InferDevice,
            ],
            declarations: ::ivy::__private::Declarations {
                devices: ::core::option::Option::Some(::ivy::__private::DeviceDeclaration {
                    supported: false,
                    framework: ::core::option::Option::None,
                    entries: &[
                        (
                            ::ivy::__private::below(&[2, 0]),
                            &[::ivy::__private::DeviceKind::Tpu],
                        ),
                    ],
                }),
                ..::ivy::__private::Declarations::NONE
            },
            kernel_support: ::ivy::__private::kernel_support::<full>,
            typing: ::ivy::__private::untypable(
                &[
                    ::ivy::__private::TypeParam::Default("shape"),
                    ::ivy::__private::TypeParam::Default("fill_value"),
                    ::ivy::__private::TypeParam::Default("dtype"),
                    ::ivy::__private::TypeParam::Default("device"),
                ],
                "`fill_value`",
            ),
            ..::ivy::__private::decl("full", ::ivy::__private::FunctionKind::Primary)
        };
        &__DECL
    };
    ///The output type of [`full()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
    #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
    pub fn output_type(
        shape: &[usize],
        fill_value: impl ::core::convert::Into<::ivy::__private::Scalar>,
        dtype: Option<Dtype>,
        device: Option<Device>,
    ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
        let fill_value: ::ivy::__private::Scalar = ::core::convert::Into::into(
            fill_value,
        );
        let __t = ::ivy::__private::type_call(
            full::DECL,
            [],
            (::ivy::__private::DtypeArg::Infer(dtype, &[fill_value]), device),
        )?;
        let dtype = __t.dtype();
        let device = __t.device();
        let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
            #[allow(unused_imports)]
            use ::ivy::__private::type_rules::*;
            filled(shape, fill_value, dtype)
        };
        __t.finish(__rule, ::core::option::Option::None)
    }
}
const _: () = {
    #[diagnostic::do_not_recommend]
    impl ::ivy::__private::Declared for full {
        type Kind = ::ivy::__private::kind::Primary;
        type Args<'a> = (
            &'a [usize],
            ::ivy::__private::Scalar,
            ::ivy::__private::Dtype,
            ::ivy::__private::Device,
        );
        type Kernel<N, E> = fn(
            &[usize],
            ::ivy::__private::Scalar,
            ::ivy::__private::Dtype,
            ::ivy::__private::Device,
        ) -> ::core::result::Result<N, E>;
        type Handler = for<'a> fn(
            &'a [usize],
            Scalar,
            Option<Dtype>,
            Option<Device>,
        ) -> bool;
        type Output = ::ivy::__private::Array;
        type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
        const DECL: &'static ::ivy::__private::FunctionDecl = full::DECL;
        fn slots() -> &'static ::ivy::__private::SlotsOf<Self> {
            static SLOTS: ::ivy::__private::SlotsOf<full> = ::ivy::__private::Slots::new();
            &SLOTS
        }
        #[inline]
        fn run_kernel<N: ::ivy::__private::Native, E: ::ivy::__private::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<Self::Output> {
            __c.wrap(
                __k(
                    ::core::clone::Clone::clone(&__a.0),
                    ::core::clone::Clone::clone(&__a.1),
                    ::core::clone::Clone::clone(&__a.2),
                    ::core::clone::Clone::clone(&__a.3),
                ),
            )
        }
    }
};
