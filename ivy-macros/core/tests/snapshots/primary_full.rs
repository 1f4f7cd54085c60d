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
    let ::core::option::Option::Some(__kernel) = full::SLOTS.get(__backend) else {
        return ::core::result::Result::Err(
            ::ivy::__private::Call::no_kernel(&full::DECL, __backend),
        );
    };
    let __call = ::ivy::__private::Call::prepare(
        &full::DECL,
        __backend,
        ::core::option::Option::Some(&__kernel.support),
        &__inputs,
        ::ivy::__private::DtypeArg::Infer(dtype, &[fill_value]),
        device,
    )?;
    let __args = full::Args {
        shape: shape,
        fill_value: fill_value,
        dtype: __call.dtype(),
        device: __call.device(),
    };
    let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
    __call.cast_back(__result)
}
///Registry items of [`full()`].
#[allow(dead_code, clippy::all)]
pub mod full {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
        name: "full",
        kind: ::ivy::__private::FunctionKind::Primary,
        wrappers: &[
            ::ivy::__private::Wrapper::InferDtype,
            ::ivy::__private::Wrapper::InferDevice,
        ],
        callees: &[],
        declarations: ::ivy::__private::Declarations {
            dtypes: ::core::option::Option::None,
            devices: ::core::option::Option::Some(::ivy::__private::DeviceDeclaration {
                supported: false,
                framework: ::core::option::Option::None,
                entries: &[("2.0 and below", &["tpu"])],
            }),
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
        ///`shape`
        pub shape: &'a [usize],
        ///`fill_value`
        pub fill_value: ::ivy::__private::Scalar,
        ///`dtype`, decided
        pub dtype: ::ivy::__private::Dtype,
        ///`device`, decided
        pub device: ::ivy::__private::Device,
    }
    /// A kernel's signature over a backend's native array type `N`, failing with `E` (any
    /// error that converts into `BackendError`).
    pub type Kernel<N, E> = fn(
        &[usize],
        ::ivy::__private::Scalar,
        ::ivy::__private::Dtype,
        ::ivy::__private::Device,
    ) -> ::core::result::Result<N, E>;
    /// The type-erased kernel call.
    pub type Thunk = for<'a, 'b> fn(
        &'a Args<'b>,
        &'a ::ivy::__private::CallCtx,
    ) -> ::ivy::__private::Result<::ivy::__private::Array>;
    ///A partial-mixed handler.
    pub type Handler = for<'a> fn(
        &'a [usize],
        Scalar,
        Option<Dtype>,
        Option<Device>,
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
