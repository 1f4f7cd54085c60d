/// An array filled with a value.
pub fn full(
    shape: &[usize],
    fill_value: impl ::core::convert::Into<Scalar>,
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> Result<Array> {
    let fill_value: ::ivy::__private::Scalar = ::core::convert::Into::into(fill_value);
    let __inputs: [::core::option::Option<::ivy::__private::ArrayLike<'_>>; 0] = [];
    let __backend = ::ivy::__private::Call::select(&__inputs)?;
    let ::core::option::Option::Some(__kernel) = <full as ::ivy::__private::Declared>::slots()
        .get(__backend) else {
        return ::core::result::Result::Err(
            ::ivy::__private::Call::no_kernel(full::DECL, __backend),
        );
    };
    let __call = ::ivy::__private::Call::prepare(
        full::DECL,
        __backend,
        ::core::option::Option::Some(&__kernel.support),
        &__inputs,
        ::ivy::__private::DtypeArg::Infer(dtype, &[fill_value]),
        device,
    )?;
    let __args = __ivy_args_full {
        shape: shape,
        fill_value: fill_value,
        dtype: __call.dtype(),
        device: __call.device(),
    };
    let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
    __call.cast_back(__result)
}
///The declaration of [`full()`]: what it supports on each backend ([`full::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct full {
    _private: (),
}
impl full {
    /// The declaration: its kind, wrappers and declarations, and the support queries
    /// (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            name: "full",
            kind: ::ivy::__private::FunctionKind::Primary,
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
            kernel_support: |__b| {
                <full as ::ivy::__private::Declared>::slots()
                    .get(__b)
                    .map(|__k| __k.kernel_support())
            },
            typing: ::core::option::Option::Some(::ivy::__private::Typing {
                params: &[
                    ::ivy::__private::TypeParam::Default("shape"),
                    ::ivy::__private::TypeParam::Default("fill_value"),
                    ::ivy::__private::TypeParam::Default("dtype"),
                    ::ivy::__private::TypeParam::Default("device"),
                ],
                eval: ::core::option::Option::None,
                untypable: ::core::option::Option::Some("`fill_value`"),
            }),
            ..::ivy::__private::FunctionDecl::BASE
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
        let __inputs: [::core::option::Option<::ivy::__private::TypeLike<'_>>; 0] = [];
        let __t = ::ivy::__private::TypeCall::new(
            full::DECL,
            &__inputs,
            ::ivy::__private::DtypeArg::Infer(dtype, &[fill_value]),
            device,
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
#[doc(hidden)]
#[allow(non_camel_case_types)]
pub struct __ivy_args_full<'a> {
    pub shape: &'a [usize],
    pub fill_value: ::ivy::__private::Scalar,
    pub dtype: ::ivy::__private::Dtype,
    pub device: ::ivy::__private::Device,
}
#[diagnostic::do_not_recommend]
impl ::ivy::__private::Declared for full {
    type Kind = ::ivy::__private::kind::Primary;
    type Args<'a> = __ivy_args_full<'a>;
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
    fn slots() -> &'static ::ivy::__private::Slots<
        ::ivy::__private::Thunk<Self>,
        Self::Handler,
    > {
        static __SLOTS: ::ivy::__private::Slots<
            ::ivy::__private::Thunk<full>,
            <full as ::ivy::__private::Declared>::Handler,
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
        __ctx
            .wrap(
                __kernel(
                    ::core::clone::Clone::clone(&__args.shape),
                    ::core::clone::Clone::clone(&__args.fill_value),
                    ::core::clone::Clone::clone(&__args.dtype),
                    ::core::clone::Clone::clone(&__args.device),
                ),
            )
    }
}
