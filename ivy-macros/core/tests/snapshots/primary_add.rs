/// Sum, element-wise.
pub fn add<'a>(
    x1: impl ::core::convert::Into<ArrayLike<'a>>,
    x2: impl ::core::convert::Into<ArrayLike<'a>>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let x1: ::ivy::__private::ArrayLike<'a> = ::core::convert::Into::into(x1);
    let x2: ::ivy::__private::ArrayLike<'a> = ::core::convert::Into::into(x2);
    let __inputs = [::core::option::Option::Some(x1), ::core::option::Option::Some(x2)];
    let __backend = ::ivy::__private::Call::select(&__inputs)?;
    let ::core::option::Option::Some(__kernel) = add::SLOTS.get(__backend) else {
        return ::core::result::Result::Err(
            ::ivy::__private::Call::no_kernel(&add::DECL, __backend),
        );
    };
    let __result = {
        let __call = ::ivy::__private::Call::prepare(
            &add::DECL,
            __backend,
            ::core::option::Option::Some(&__kernel.support),
            &__inputs,
            ::ivy::__private::DtypeArg::None,
            ::core::option::Option::None,
        )?;
        let __args = add::Args {
            x1: __call.array(0),
            x2: __call.array(1),
        };
        let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
        __call.cast_back(__result)?
    };
    ::ivy::__private::write_out(__result, out)
}
///Registry items and the nestable form of [`add()`].
#[allow(dead_code, clippy::all)]
pub mod add {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
        name: "add",
        kind: ::ivy::__private::FunctionKind::Primary,
        wrappers: &[
            ::ivy::__private::Wrapper::Nestable,
            ::ivy::__private::Wrapper::HandleOut,
        ],
        callees: &[],
        declarations: ::ivy::__private::Declarations {
            dtypes: ::core::option::Option::None,
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
        ///`x1`
        pub x1: &'a ::ivy::__private::Array,
        ///`x2`
        pub x2: &'a ::ivy::__private::Array,
    }
    /// A kernel's signature over a backend's native array type `N`, failing with `E` (any
    /// error that converts into `BackendError`).
    pub type Kernel<N, E> = fn(&N, &N) -> ::core::result::Result<N, E>;
    /// The type-erased kernel call.
    pub type Thunk = for<'a, 'b> fn(
        &'a Args<'b>,
        &'a ::ivy::__private::CallCtx,
    ) -> ::ivy::__private::Result<::ivy::__private::Array>;
    ///A partial-mixed handler.
    pub type Handler = for<'a> fn(
        ::ivy::__private::ArrayLike<'a>,
        ::ivy::__private::ArrayLike<'a>,
    ) -> bool;
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
        let x1 = __ctx.native::<N>(__args.x1)?;
        let x2 = __ctx.native::<N>(__args.x2)?;
        __ctx.wrap(__kernel(x1, x2))
    }
    /// The function over containers: leaf by leaf.
    pub fn nested<'a>(
        x1: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        x2: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
    ) -> ::ivy::__private::Result<::ivy::__private::Nest> {
        ::ivy::__private::nest_map(
            &[::core::convert::Into::into(x1), ::core::convert::Into::into(x2)],
            |__leaves| {
                super::add(
                    __leaves[0].array_like("add", "x1")?,
                    __leaves[1].array_like("add", "x2")?,
                    ::core::option::Option::None,
                )
            },
        )
    }
}
