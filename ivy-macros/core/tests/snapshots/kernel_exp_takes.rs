fn exp(x: &NdArray) -> Result<NdArray> {
    todo!()
}
///The registry entry of kernel [`exp()`]: registering its backend installs it (a backend that lists its kernels lists it: `ivy::kernels![exp, ..]`).
#[allow(non_camel_case_types)]
pub(crate) struct exp {}
impl exp {
    /// The kernel's registry entry.
    pub(crate) const KERNEL: &'static ::ivy::__private::KernelDecl = {
        static __IVY_KERNEL: ::ivy::__private::KernelDecl = ::ivy::__private::KernelDecl {
            name: "exp",
            module: ::core::module_path!(),
            function: <f::exp>::DECL,
            form: ::ivy::__private::KernelForm::Kernel,
            backend: ::core::any::TypeId::of::<NdArrayBackend>,
            declarations: ::ivy::__private::Declarations {
                takes: ::ivy::__private::Some(classes::INEXACT),
                ..::ivy::__private::Declarations {
                    ..::ivy::__private::Declarations::NONE
                }
            },
            install: {
                #[allow(clippy::all)]
                fn __ivy_thunk(
                    __args: &<f::exp as ::ivy::__private::Declared>::Args<'_>,
                    __ctx: &::ivy::__private::CallCtx,
                ) -> <f::exp as ::ivy::__private::Thunked>::Returned {
                    let __kernel: <f::exp as ::ivy::__private::Declared>::Kernel<
                        <NdArrayBackend as ::ivy::__private::Backend>::Native,
                        _,
                    > = exp;
                    <f::exp as ::ivy::__private::Declared>::run_kernel(
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
                    <f::exp as ::ivy::__private::Declared>::SLOTS
                        .install(
                            __backend,
                            ::ivy::__private::Installed {
                                thunk: __ivy_thunk,
                                support: __support,
                                handler: ::core::option::Option::None,
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
    static __LINKED: &::ivy::__private::KernelDecl = exp::KERNEL;
};
