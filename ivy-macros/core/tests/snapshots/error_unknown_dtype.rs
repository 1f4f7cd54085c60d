pub fn tan(x: &Array) -> Result<Array> {
    ::ivy::__private::call::<
        tan,
        1,
    >([::ivy::__private::arg(x)], ::ivy::__private::PLAIN, |__c| (__c.array(0),))
}
///The declaration of [`tan()`]: what it supports on each backend ([`tan::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct tan {
    _private: (),
}
impl tan {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            kernel_support: ::ivy::__private::kernel_support::<tan>,
            ..::ivy::__private::decl("tan", ::ivy::__private::FunctionKind::Primary)
        };
        &__DECL
    };
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
::core::compile_error! {
    "`flaot16` is not a dtype or dtype class; did you mean `float16`? (expected one of: valid, numeric, integer, signed, unsigned, float, complex, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bfloat16, float16, float32, float64, complex64, complex128)"
}
