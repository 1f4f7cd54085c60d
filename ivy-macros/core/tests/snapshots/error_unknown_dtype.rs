pub fn tan(x: &Array) -> Result<Array> {
    use ::ivy::__private as __p;
    __p::call::<tan, 1>([__p::arg(x)], __p::PLAIN, |__c| (__c.array(0),))
}
///The declaration of [`tan()`]: what it supports on each backend ([`tan::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct tan {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    static __DECL: __p::FunctionDecl = __p::kernel_decl::<
        tan,
    >("tan", __p::FunctionKind::Primary);
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::Signature::new(
        &__DECL,
        "",
        &[__p::DynParam::new("x", "&Array")],
        |__a| {
            let (mut __h0,) = __p::Default::default();
            let __r = tan::positional(__a.get::<&Array>(0, &mut __h0)?);
            __r.map(__p::IntoValue::into_value)
        },
    );
    impl tan {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`tan()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `tan(..)` or `tan::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional(x: &Array) -> Result<Array> {
            tan(x)
        }
    }
    static __SLOTS: __p::SlotsOf<tan> = __p::Slots::new();
    #[diagnostic::do_not_recommend]
    impl __p::Declared for tan {
        type Kind = __p::kind::Primary;
        type Args<'a> = (__p::Input<'a>,);
        type Kernel<N, E> = fn(&N) -> __p::Fallible<N, E>;
        type Handler = fn(&Array) -> bool;
        type Output = __p::Array;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
        fn run_kernel<N: __p::Native, E: __p::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &__p::CallCtx,
        ) -> __p::Result<Self::Output> {
            let x = __c.native::<N>(__a.0)?;
            __c.wrap(__k(&x))
        }
    }
};
::core::compile_error! {
    "`flaot16` is not a dtype or dtype class; did you mean `float16`? (expected one of: valid, numeric, integer, signed, unsigned, float, complex, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bfloat16, float16, float32, float64, complex64, complex128)"
}
