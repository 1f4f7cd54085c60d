fn candle_linear(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    dtype: Dtype,
) -> Result<Tensor> {
    todo!()
}
///The registry entry of kernel [`candle_linear()`]: registering its backend installs it (a backend that lists its kernels lists it: `ivy::kernels![candle_linear, ..]`).
#[allow(non_camel_case_types)]
pub(crate) struct candle_linear {}
impl candle_linear {
    /// The kernel's registry entry.
    pub(crate) const KERNEL: &'static ::ivy::__private::KernelDecl = {
        static __IVY_KERNEL: ::ivy::__private::KernelDecl = ::ivy::__private::KernelDecl {
            name: "candle_linear",
            module: ::core::module_path!(),
            function: <linear>::DECL,
            form: ::ivy::__private::KernelForm::Kernel,
            backend: ::core::any::TypeId::of::<CandleBackend>,
            declarations: ::ivy::__private::Declarations {
                dtypes: ::ivy::__private::Some(::ivy::__private::DtypeDeclaration {
                    supported: false,
                    framework: ::ivy::__private::None,
                    entries: &[
                        (
                            ::ivy::__private::below(&[0, 11, 1]),
                            ::ivy::__private::dtypes(767),
                        ),
                        (
                            ::ivy::__private::exact(&[0, 8, 0]),
                            ::ivy::__private::dtypes(0),
                        ),
                    ],
                    note: ::ivy::__private::DeclarationNote::NONE,
                }),
                ..::ivy::__private::Declarations::NONE
            },
            install: {
                #[allow(clippy::all)]
                fn __ivy_thunk(
                    __args: &<linear as ::ivy::__private::Declared>::Args<'_>,
                    __ctx: &::ivy::__private::CallCtx,
                ) -> <linear as ::ivy::__private::Thunked>::Returned {
                    let __kernel: <linear as ::ivy::__private::Declared>::Kernel<
                        <CandleBackend as ::ivy::__private::Backend>::Native,
                        _,
                    > = candle_linear;
                    <linear as ::ivy::__private::Declared>::run_kernel(
                        __kernel,
                        __args,
                        __ctx,
                    )
                }
                #[allow(clippy::all)]
                fn __ivy_install(
                    __entry: &'static ::ivy::__private::KernelDecl,
                    __backend: ::ivy::__private::BackendId,
                    __support: ::ivy::__private::Support,
                ) -> ::core::result::Result<(), ::ivy::__private::SlotTaken> {
                    let __handler: <<linear as ::ivy::__private::Declared>::Kind as ::ivy::__private::IsMixed>::Handler<
                        <linear as ::ivy::__private::Declared>::Handler,
                    > = |_x, weight, _bias, _dtype| weight.ndim() == 2;
                    <linear as ::ivy::__private::Declared>::SLOTS
                        .install(
                            __backend,
                            ::ivy::__private::Installed {
                                thunk: __ivy_thunk,
                                support: __support,
                                handler: ::core::option::Option::Some(__handler),
                                kernel: __entry,
                            },
                        )
                }
                __ivy_install
            },
        };
        &__IVY_KERNEL
    };
}
const _: () = {
    #[::ivy::__private::linkme::distributed_slice(::ivy::__private::IVY_KERNELS)]
    #[linkme(crate = ::ivy::__private::linkme)]
    static __LINKED: &::ivy::__private::KernelDecl = candle_linear::KERNEL;
};
const _: () = ::core::assert!(
    < CandleBackend as ::ivy::__private::Backend > ::VALID_DTYPES
    .contains(::ivy::__private::Dtype::Float16),
    "kernel `candle_linear` declares `float16` unsupported in `with_unsupported_dtypes`, but its backend `CandleBackend` cannot hold `float16` at all: it is already one of the backend's invalid dtypes and never reaches the kernel. Remove `\"float16\"` from the list (a class word such as \"float\" is fine: it means the backend's valid members of the class)."
);
