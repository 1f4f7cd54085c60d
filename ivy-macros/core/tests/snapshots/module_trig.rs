/// Trigonometry.
pub mod trig {
    use super::*;
    /// Sine.
    pub fn sin(x: &Array) -> Result<Array> {
        let __inputs = [
            ::core::option::Option::Some(::ivy::__private::ArrayLike::from(x)),
        ];
        let __backend = ::ivy::__private::Call::select(&__inputs)?;
        let ::core::option::Option::Some(__kernel) = sin::SLOTS.get(__backend) else {
            return ::core::result::Result::Err(
                ::ivy::__private::Call::no_kernel(&sin::DECL, __backend),
            );
        };
        let __call = ::ivy::__private::Call::prepare(
            &sin::DECL,
            __backend,
            ::core::option::Option::Some(&__kernel.support),
            &__inputs,
            ::ivy::__private::DtypeArg::None,
            ::core::option::Option::None,
        )?;
        let __args = sin::Args { x: __call.array(0) };
        let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
        __call.cast_back(__result)
    }
    ///Registry items of [`sin()`].
    #[allow(dead_code, clippy::all)]
    pub mod sin {
        #[allow(unused_imports)]
        use super::*;
        /// The declaration.
        pub static DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            name: "sin",
            kind: ::ivy::__private::FunctionKind::Primary,
            wrappers: &[],
            callees: &[],
            declarations: ::ivy::__private::Declarations {
                dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
                    supported: false,
                    framework: ::core::option::Option::None,
                    entries: &[("2.0 and below", &["bool"])],
                }),
                devices: ::core::option::Option::None,
                device_dtypes: ::core::option::Option::None,
            },
            backend_declarations: &[],
            kernel_support: |__b| SLOTS.get(__b).map(|__k| __k.kernel_support()),
            to_add: &[],
            to_skip: &[],
            composed: ::ivy::__private::SupportCache::new(),
        };
        ///The function's kind (`primary`), for compile-time checks of implementations.
        pub type Kind = ::ivy::__private::kind::Primary;
        /// The arguments a kernel receives, after the wrappers.
        pub struct Args<'a> {
            ///`x`
            pub x: &'a ::ivy::__private::Array,
        }
        /// A kernel's signature over a backend's native array type `N`, failing with `E` (any
        /// error that converts into `BackendError`).
        pub type Kernel<N, E> = fn(&N) -> ::core::result::Result<N, E>;
        /// The type-erased kernel call.
        pub type Thunk = for<'a, 'b> fn(
            &'a Args<'b>,
            &'a ::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<::ivy::__private::Array>;
        ///A partial-mixed handler.
        pub type Handler = for<'a> fn(&'a Array) -> bool;
        /// The kernel of each backend.
        pub static SLOTS: ::ivy::__private::Slots<Thunk, Handler> = ::ivy::__private::Slots::new();
        /// Calls a backend's kernel with prepared arguments: the body of each kernel's thunk.
        #[inline]
        pub fn run_kernel<N, E>(
            __kernel: Kernel<N, E>,
            __args: &Args<'_>,
            __ctx: &::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<::ivy::__private::Array>
        where
            N: ::core::marker::Send + ::core::marker::Sync + 'static,
            E: ::core::convert::Into<::ivy::__private::BackendError>,
        {
            let x = __ctx.native::<N>(__args.x)?;
            __ctx.wrap(__kernel(x))
        }
    }
    /// Not an ivy function.
    pub fn helper() {}
}
