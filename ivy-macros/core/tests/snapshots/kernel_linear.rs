fn candle_linear(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    dtype: Dtype,
) -> Result<Tensor> {
    todo!()
}
///The registry entry of kernel [`candle_linear`]: list it in the backend's `kernels()` with `ivy::kernels![candle_linear, ..]`.
#[allow(non_upper_case_globals)]
pub(crate) static __ivy_kernel_candle_linear: ::ivy::__private::KernelDecl = ::ivy::__private::KernelDecl {
    name: "candle_linear",
    function: &linear::DECL,
    backend: ::core::any::TypeId::of::<CandleBackend>,
    declarations: ::ivy::__private::Declarations {
        dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
            supported: false,
            framework: ::core::option::Option::None,
            entries: &[("0.11.1 and below", &["integer", "float16"]), ("0.8.0", &[])],
        }),
        devices: ::core::option::Option::None,
        device_dtypes: ::core::option::Option::None,
    },
    install: {
        #[allow(clippy::all)]
        fn __ivy_thunk(
            __args: &linear::Args<'_>,
            __ctx: &::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<::ivy::__private::Array> {
            let __kernel: linear::Kernel<
                <CandleBackend as ::ivy::__private::Backend>::Native,
                _,
            > = candle_linear;
            linear::run_kernel(__kernel, __args, __ctx)
        }
        #[allow(clippy::all)]
        fn __ivy_install(
            __backend: ::ivy::__private::BackendId,
            __support: ::ivy::__private::Support,
        ) -> ::core::result::Result<(), ::ivy::__private::SlotTaken> {
            let __thunk: linear::Thunk = __ivy_thunk;
            let __handler: linear::Handler = |_x, weight, _bias, _dtype| {
                weight.ndim() == 2
            };
            linear::SLOTS
                .install(
                    __backend,
                    ::ivy::__private::Installed {
                        thunk: __thunk,
                        support: __support,
                        handler: ::core::option::Option::Some(__handler),
                    },
                )
        }
        __ivy_install
    },
};
const _: () = {
    fn __ivy_implements<K: ::ivy::__private::HasKernels>() {}
    let _ = __ivy_implements::<linear::Kind>;
};
const _: () = {
    fn __ivy_partial_mixed<K: ::ivy::__private::IsMixed>() {}
    let _ = __ivy_partial_mixed::<linear::Kind>;
};
const _: () = ::core::assert!(
    < CandleBackend as ::ivy::__private::Backend > ::VALID_DTYPES
    .contains(::ivy::__private::Dtype::Float16),
    "kernel `candle_linear` declares `float16` unsupported in `with_unsupported_dtypes`, but its backend `CandleBackend` cannot hold `float16` at all: it is already one of the backend's invalid dtypes and never reaches the kernel. Remove `\"float16\"` from the list (a class word such as \"float\" is fine: it means the backend's valid members of the class)."
);
