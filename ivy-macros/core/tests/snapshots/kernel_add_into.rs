fn add_into(inputs: &[&NdArray], out: &mut NdArray) -> Result<bool> {
    todo!()
}
///The registry entry of kernel [`add_into()`]: registering its backend installs it (a backend that lists its kernels lists it: `ivy::kernels![add_into, ..]`).
#[allow(non_camel_case_types)]
pub(crate) struct add_into {}
impl add_into {
    /// The kernel's registry entry.
    pub(crate) const KERNEL: &'static ::ivy::__private::KernelDecl = {
        static __IVY_KERNEL: ::ivy::__private::KernelDecl = ::ivy::__private::KernelDecl {
            name: "add_into",
            module: ::core::module_path!(),
            function: <f::add>::DECL,
            form: ::ivy::__private::KernelForm::Into,
            backend: ::core::any::TypeId::of::<NdArrayBackend>,
            declarations: ::ivy::__private::Declarations {
                ..::ivy::__private::Declarations::NONE
            },
            install: {
                #[allow(clippy::all)]
                fn __ivy_install(
                    __entry: &'static ::ivy::__private::KernelDecl,
                    __backend: ::ivy::__private::BackendId,
                    __support: ::ivy::__private::Support,
                ) -> ::core::result::Result<(), ::ivy::__private::SlotTaken> {
                    let _ = __support;
                    <f::add as ::ivy::__private::Declared>::SLOTS
                        .install_into(
                            __backend,
                            |__i, __a, __c| {
                                let __kernel: ::ivy::__private::IntoKernel<
                                    <NdArrayBackend as ::ivy::__private::Backend>::Native,
                                    _,
                                > = add_into;
                                ::ivy::__private::run_into(__kernel, __i, __a, __c)
                            },
                            __entry,
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
    static __LINKED: &::ivy::__private::KernelDecl = add_into::KERNEL;
};
const _: () = ::ivy::__private::fast_path_of::<f::add>();
