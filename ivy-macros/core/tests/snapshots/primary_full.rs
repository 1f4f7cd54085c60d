/// An array filled with a value.
///
///Left out: `dtype`, `device` (at their defaults); name them through [`full::with`].
#[inline]
pub fn full<'a>(
    shape: &'a [usize],
    fill_value: impl ::core::convert::Into<Scalar>,
) -> Result<Array> {
    full::with(shape, fill_value).call()
}
///A call of [`full()`] being written: its required arguments given ([`full::with`]), a method for each optional one (`dtype`, `device`), then [`call`](Self::call).
#[must_use = "a call being written runs at `.call()`"]
pub struct FullBuilder<'a> {
    shape: &'a [usize],
    fill_value: Scalar,
    dtype: Option<Dtype>,
    device: Option<Device>,
}
///The declaration of [`full()`]: what it supports on each backend ([`full::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct full {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    static __DECL: __p::FunctionDecl = __p::FunctionDecl {
        wrappers: &[__p::Wrapper::InferDtype, __p::Wrapper::InferDevice],
        declarations: __p::Declarations {
            devices: __p::Some(__p::DeviceDeclaration {
                supported: false,
                framework: __p::None,
                entries: &[(__p::below(&[2, 0]), &[__p::DeviceKind::Tpu])],
                note: __p::DeclarationNote::NONE,
            }),
            ..__p::Declarations::NONE
        },
        typing: __p::typing(
                &[
                    __p::TypeParam::Default("shape"),
                    __p::TypeParam::Default("fill_value"),
                    __p::TypeParam::Default("dtype"),
                    __p::TypeParam::Default("device"),
                ],
            )
            .untypable("`fill_value`"),
        ..__p::kernel_decl::<full>("full", __p::FunctionKind::Primary)
    };
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::Signature::new(
        &__DECL,
        "An array filled with a value.",
        &[
            __p::DynParam::new("shape", "&[usize]"),
            __p::DynParam::new("fill_value", "Scalar"),
            __p::DynParam::new("dtype", "Option<Dtype>").or("None").keyword(),
            __p::DynParam::new("device", "Option<Device>").or("None").keyword(),
        ],
        |__a| {
            let (mut __h0, mut __h1, mut __h2, mut __h3) = __p::Default::default();
            let __r = full::positional(
                __a.get::<&[usize]>(0, &mut __h0)?,
                __a.get::<Scalar>(1, &mut __h1)?,
                __a.get_or::<Option<Dtype>>(2, &mut __h2, ::core::option::Option::None)?,
                __a.get_or::<Option<Device>>(3, &mut __h3, ::core::option::Option::None)?,
            );
            __r.map(__p::IntoValue::into_value)
        },
    );
    impl full {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`full()`] with its optional arguments named: `full::with(shape, fill_value).dtype(..).call()`.
        #[inline]
        pub fn with<'a>(
            shape: &'a [usize],
            fill_value: impl ::core::convert::Into<Scalar>,
        ) -> FullBuilder<'a> {
            FullBuilder {
                shape,
                fill_value: ::core::convert::Into::into(fill_value),
                dtype: __p::None,
                device: __p::None,
            }
        }
        ///[`full()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `full(..)` or `full::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional(
            shape: &[usize],
            fill_value: impl ::core::convert::Into<Scalar>,
            dtype: Option<Dtype>,
            device: Option<Device>,
        ) -> Result<Array> {
            FullBuilder {
                shape,
                fill_value: ::core::convert::Into::into(fill_value),
                dtype,
                device,
            }
                .call()
        }
        ///The output type of [`full()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
        pub fn output_type(
            shape: &[usize],
            fill_value: impl __p::Into<__p::Scalar>,
            dtype: Option<Dtype>,
            device: Option<Device>,
        ) -> __p::TypeResult {
            use __p::type_rules::*;
            let fill_value: __p::Scalar = __p::Into::into(fill_value);
            let __t = __p::type_call(
                &__DECL,
                [],
                __p::given(__p::DtypeArg::Infer(dtype, &[fill_value]), device),
            )?;
            let dtype = __t.dtype();
            __t.finish(filled(shape, fill_value, dtype), __p::None)
        }
    }
    static __SLOTS: __p::SlotsOf<full> = __p::Slots::new();
    #[diagnostic::do_not_recommend]
    impl __p::Declared for full {
        type Kind = __p::kind::Primary;
        type Args<'a> = (&'a [usize], __p::Scalar, __p::Dtype, __p::Device);
        type Kernel<N, E> = fn(
            &[usize],
            __p::Scalar,
            __p::Dtype,
            __p::Device,
        ) -> __p::Fallible<N, E>;
        type Handler = fn(&[usize], Scalar, Option<Dtype>, Option<Device>) -> bool;
        type Output = __p::Array;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
        fn run_kernel<N: __p::Native, E: __p::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &__p::CallCtx,
        ) -> __p::Result<Self::Output> {
            __c.wrap(__k(__p::Clone::clone(&__a.0), __a.1, __a.2, __a.3))
        }
    }
    impl<'a> FullBuilder<'a> {
        ///Gives `dtype` (left out: `None`).
        #[inline]
        pub fn dtype(mut self, dtype: impl __p::Into<Option<Dtype>>) -> Self {
            self.dtype = __p::Into::into(dtype);
            self
        }
        ///Gives `device` (left out: `None`).
        #[inline]
        pub fn device(mut self, device: impl __p::Into<Option<Device>>) -> Self {
            self.device = __p::Into::into(device);
            self
        }
        ///Runs [`full()`] with the arguments given.
        #[inline]
        pub fn call(self) -> Result<Array> {
            let FullBuilder { shape, fill_value, dtype, device } = self;
            let fill_value: __p::Scalar = __p::Into::into(fill_value);
            __p::call::<
                full,
                0,
            >(
                [],
                __p::given(__p::DtypeArg::Infer(dtype, &[fill_value]), device),
                |__c| (shape, fill_value, __c.dtype(), __c.device()),
            )
        }
    }
};
