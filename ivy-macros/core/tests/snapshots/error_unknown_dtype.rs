pub fn tan(x: &Array) -> Result<Array> {
    let __inputs = [::core::option::Option::Some(::ivy::__private::ArrayLike::from(x))];
    let __backend = ::ivy::__private::Call::select(&__inputs)?;
    let ::core::option::Option::Some(__kernel) = <tan as ::ivy::__private::Declared>::slots()
        .get(__backend) else {
        return ::core::result::Result::Err(
            ::ivy::__private::Call::no_kernel(tan::DECL, __backend),
        );
    };
    let __call = ::ivy::__private::Call::prepare(
        tan::DECL,
        __backend,
        ::core::option::Option::Some(&__kernel.support),
        &__inputs,
        ::ivy::__private::DtypeArg::None,
        ::core::option::Option::None,
    )?;
    let __args = __ivy_args_tan {
        x: __call.array(0),
    };
    let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
    __call.cast_back(__result)
}
///The declaration of [`tan()`]: what it supports on each backend ([`tan::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct tan {
    _private: (),
}
impl tan {
    /// The declaration: its kind, wrappers and declarations, and the support queries
    /// (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            name: "tan",
            kind: ::ivy::__private::FunctionKind::Primary,
            kernel_support: |__b| {
                <tan as ::ivy::__private::Declared>::slots()
                    .get(__b)
                    .map(|__k| __k.kernel_support())
            },
            ..::ivy::__private::FunctionDecl::BASE
        };
        &__DECL
    };
}
#[doc(hidden)]
#[allow(non_camel_case_types)]
pub struct __ivy_args_tan<'a> {
    pub x: &'a ::ivy::__private::Array,
}
#[diagnostic::do_not_recommend]
impl ::ivy::__private::Declared for tan {
    type Kind = ::ivy::__private::kind::Primary;
    type Args<'a> = __ivy_args_tan<'a>;
    type Kernel<N, E> = fn(&N) -> ::core::result::Result<N, E>;
    type Handler = for<'a> fn(&'a Array) -> bool;
    type Output = ::ivy::__private::Array;
    type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
    fn slots() -> &'static ::ivy::__private::Slots<
        ::ivy::__private::Thunk<Self>,
        Self::Handler,
    > {
        static __SLOTS: ::ivy::__private::Slots<
            ::ivy::__private::Thunk<tan>,
            <tan as ::ivy::__private::Declared>::Handler,
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
        let x = __ctx.native::<N>(__args.x)?;
        __ctx.wrap(__kernel(&x))
    }
}
::core::compile_error! {
    "`flaot16` is not a dtype or dtype class; did you mean `float16`? (expected one of: valid, numeric, integer, signed, unsigned, float, complex, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bfloat16, float16, float32, float64, complex64, complex128)"
}
