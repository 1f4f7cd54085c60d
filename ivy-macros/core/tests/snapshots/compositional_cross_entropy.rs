/// Cross entropy.
pub fn cross_entropy(
    t: &Array,
    pred: &Array,
    eps: f64,
    out: Option<&mut Array>,
) -> Result<Array> {
    let __inputs = [
        ::core::option::Option::Some(::ivy::__private::ArrayLike::from(t)),
        ::core::option::Option::Some(::ivy::__private::ArrayLike::from(pred)),
    ];
    let __result = {
        let __composed = ::ivy::__private::Composed::prepare(
            &cross_entropy::DECL,
            &__inputs,
        )?;
        __ivy_compositional_cross_entropy(
            __composed.array(0, t),
            __composed.array(1, pred),
            eps,
        )
    }?;
    ::ivy::__private::write_out(__result, out)
}
#[doc(hidden)]
#[allow(clippy::too_many_arguments)]
fn __ivy_compositional_cross_entropy(
    t: &Array,
    pred: &Array,
    eps: f64,
) -> Result<Array> {
    let p = clip(pred, eps, 1.0 - eps, None)?;
    let l = log(&p, None)?;
    helper(t, &l)
}
///Registry items of [`cross_entropy()`].
#[allow(dead_code, clippy::all)]
pub mod cross_entropy {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
        name: "cross_entropy",
        kind: ::ivy::__private::FunctionKind::Compositional,
        wrappers: &[::ivy::__private::Wrapper::HandleOut],
        callees: &[&super::clip::DECL, &super::log::DECL],
        declarations: ::ivy::__private::Declarations {
            dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
                supported: false,
                framework: ::core::option::Option::None,
                entries: &[("2.0.1 and below", &["float16", "integer"]), ("1.12.1", &[])],
            }),
            devices: ::core::option::Option::None,
            device_dtypes: ::core::option::Option::Some(::ivy::__private::DeviceDtypeDeclaration {
                supported: true,
                framework: ::core::option::Option::Some("torch"),
                entries: &[
                    (
                        "2.0 and below",
                        &[("cpu", &["float32"]), ("gpu", &["float16", "float32"])],
                    ),
                ],
            }),
        },
        backend_declarations: &[
            (
                "candle",
                ::ivy::__private::Declarations {
                    dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
                        supported: false,
                        framework: ::core::option::Option::None,
                        entries: &[("0.8 and above", &["bfloat16"])],
                    }),
                    devices: ::core::option::Option::None,
                    device_dtypes: ::core::option::Option::None,
                },
            ),
        ],
        kernel_support: |__b| SLOTS.get(__b).map(|__k| __k.kernel_support()),
        to_add: &[],
        to_skip: &[],
        composed: ::ivy::__private::SupportCache::new(),
    };
    ///The function's kind (`compositional`), for compile-time checks of implementations.
    pub type Kind = ::ivy::__private::kind::Compositional;
    /// The arguments a kernel receives, after the wrappers.
    pub struct Args<'a> {
        ///`t`
        pub t: &'a ::ivy::__private::Array,
        ///`pred`
        pub pred: &'a ::ivy::__private::Array,
        ///`eps`
        pub eps: f64,
    }
    /// A kernel's signature over a backend's native array type `N`, failing with `E` (any
    /// error that converts into `BackendError`).
    pub type Kernel<N, E> = fn(&N, &N, f64) -> ::core::result::Result<N, E>;
    /// The type-erased kernel call.
    pub type Thunk = for<'a, 'b> fn(
        &'a Args<'b>,
        &'a ::ivy::__private::CallCtx,
    ) -> ::ivy::__private::Result<::ivy::__private::Array>;
    ///A partial-mixed handler.
    pub type Handler = for<'a> fn(&'a Array, &'a Array, f64) -> bool;
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
        let t = __ctx.native::<N>(__args.t)?;
        let pred = __ctx.native::<N>(__args.pred)?;
        __ctx.wrap(__kernel(t, pred, ::core::clone::Clone::clone(&__args.eps)))
    }
}
