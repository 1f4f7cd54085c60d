/// `x @ weight.T + bias`.
///
///Left out: `bias`, `dtype`, `out` (at their defaults); name them through [`linear::with`].
#[inline]
pub fn linear<'a>(x: &'a Array, weight: &'a Array) -> Result<Array> {
    linear::with(x, weight).call()
}
///A call of [`linear()`] being written: its required arguments given ([`linear::with`]), a method for each optional one (`bias`, `dtype`, `out`), then [`call`](Self::call).
#[must_use = "a call being written runs at `.call()`"]
pub struct LinearBuilder<'a> {
    x: &'a Array,
    weight: &'a Array,
    bias: Option<&'a Array>,
    dtype: Option<Dtype>,
    out: Option<&'a mut Array>,
}
///The declaration of [`linear()`]: what it supports on each backend ([`linear::DECL`](Self::DECL)), and its form over containers ([`linear::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct linear {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    #[allow(unused_imports, unused_macros)]
    static __DECL: __p::FunctionDecl = __p::FunctionDecl {
        wrappers: &[__p::Wrapper::Nestable, __p::Wrapper::HandleOut],
        callees: &[
            {
                macro_rules! matmul {
                    () => {};
                }
                use matmul as __ivy_callee;
                use __p::undeclared::*;
                __p::callee::<__ivy_callee>()
            },
            {
                use ivy::add as __ivy_callee;
                use __p::undeclared::*;
                __p::callee::<__ivy_callee>()
            },
        ],
        to_add: &[__p::Wrapper::InferDtype],
        composed: __p::Some(|| &__CACHE),
        typing: __p::typing(
                &[
                    __p::TypeParam::Array("x"),
                    __p::TypeParam::Array("weight"),
                    __p::TypeParam::OptArray("bias"),
                    __p::TypeParam::Default("dtype"),
                ],
            )
            .eval(|__t| __p::types(
                linear::output_type(
                    &__t[0][0],
                    &__t[1][0],
                    __t[2].first(),
                    __p::None,
                    __p::None,
                ),
            )),
        ..__p::kernel_decl::<linear>("linear", __p::FunctionKind::Mixed)
    };
    static __CACHE: __p::SupportCache = __p::SupportCache::new();
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::Signature::new(
        &__DECL,
        "`x @ weight.T + bias`.",
        &[
            __p::DynParam::new("x", "&Array"),
            __p::DynParam::new("weight", "&Array"),
            __p::DynParam::new("bias", "Option<&Array>").or("None"),
            __p::DynParam::new("dtype", "Option<Dtype>").or("None").keyword(),
            __p::DynParam::OUT,
        ],
        |__a| {
            let (mut __h0, mut __h1, mut __h2, mut __h3, mut __h4) = __p::Default::default();
            let __r = linear::positional(
                __a.get::<&Array>(0, &mut __h0)?,
                __a.get::<&Array>(1, &mut __h1)?,
                __a
                    .get_or::<
                        Option<&Array>,
                    >(2, &mut __h2, ::core::option::Option::None)?,
                __a.get_or::<Option<Dtype>>(3, &mut __h3, ::core::option::Option::None)?,
                __a
                    .get_or::<
                        Option<&mut Array>,
                    >(4, &mut __h4, ::core::option::Option::None)?,
            );
            __r.map(__p::IntoValue::into_value)
        },
    );
    impl linear {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`linear()`] with its optional arguments named: `linear::with(x, weight).bias(..).call()`.
        #[inline]
        pub fn with<'a>(x: &'a Array, weight: &'a Array) -> LinearBuilder<'a> {
            LinearBuilder {
                x,
                weight,
                bias: __p::None,
                dtype: __p::None,
                out: __p::None,
            }
        }
        ///[`linear()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `linear(..)` or `linear::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional(
            x: &Array,
            weight: &Array,
            bias: Option<&Array>,
            dtype: Option<Dtype>,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            LinearBuilder {
                x,
                weight,
                bias,
                dtype,
                out,
            }
                .call()
        }
        ///[`linear()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
        pub fn nested<'a>(
            x: impl __p::Into<__p::NestArg<'a>>,
            weight: impl __p::Into<__p::NestArg<'a>>,
            bias: impl __p::Into<__p::NestArg<'a>>,
            dtype: Option<Dtype>,
        ) -> __p::Result<__p::Nest> {
            __p::nested(
                &__DECL,
                &[x.into(), weight.into(), bias.into()],
                |__l| linear::positional(
                    __l.array(0)?,
                    __l.array(1)?,
                    __l.opt_array(2)?,
                    dtype,
                    __p::None,
                ),
            )
        }
        ///The output type of [`linear()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
        pub fn output_type(
            x: &__p::TensorType,
            weight: &__p::TensorType,
            bias: __p::Option<&__p::TensorType>,
            dtype: Option<Dtype>,
            out: Option<&__p::TensorType>,
        ) -> __p::TypeResult {
            use __p::type_rules::*;
            let __t = __p::type_call(
                &__DECL,
                [__p::arg(x), __p::arg(weight), __p::opt_arg(bias)],
                __p::infer(dtype, &[]),
            )?;
            let x = __t.input(0);
            let weight = __t.input(1);
            let bias = __t.opt_input(2);
            __t.finish(linear_map(x, weight, bias), out)
        }
    }
    static __SLOTS: __p::SlotsOf<linear> = __p::Slots::new();
    #[diagnostic::do_not_recommend]
    impl __p::Declared for linear {
        type Kind = __p::kind::Mixed;
        type Args<'a> = (__p::Input<'a>, __p::Input<'a>, __p::OptInput<'a>, __p::Dtype);
        type Kernel<N, E> = fn(
            &N,
            &N,
            __p::Option<&N>,
            __p::Dtype,
        ) -> __p::Fallible<N, E>;
        type Handler = fn(&Array, &Array, Option<&Array>, Option<Dtype>) -> bool;
        type Output = __p::Array;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
        fn run_kernel<N: __p::Native, E: __p::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &__p::CallCtx,
        ) -> __p::Result<Self::Output> {
            let x = __c.native::<N>(__a.0)?;
            let weight = __c.native::<N>(__a.1)?;
            let bias = __c.native_opt::<N>(__a.2)?;
            __c.wrap(__k(&x, &weight, bias.as_deref(), __a.3))
        }
    }
    impl<'a> LinearBuilder<'a> {
        ///Gives `bias` (left out: `None`).
        #[inline]
        pub fn bias(mut self, bias: impl __p::Into<Option<&'a Array>>) -> Self {
            self.bias = __p::Into::into(bias);
            self
        }
        ///Gives `dtype` (left out: `None`).
        #[inline]
        pub fn dtype(mut self, dtype: impl __p::Into<Option<Dtype>>) -> Self {
            self.dtype = __p::Into::into(dtype);
            self
        }
        ///Gives `out` (left out: `None`).
        #[inline]
        pub fn out(mut self, out: impl __p::Into<Option<&'a mut Array>>) -> Self {
            self.out = __p::Into::into(out);
            self
        }
        ///Runs [`linear()`] with the arguments given.
        pub fn call(self) -> Result<Array> {
            let LinearBuilder { x, weight, bias, dtype, out } = self;
            let __inputs = [__p::arg(x), __p::arg(weight), __p::opt_arg(bias)];
            let __k = __p::mixed_kernel::<
                linear,
            >(&__inputs, |__h| __h(x, weight, bias, dtype))?;
            __p::mixed(
                __k,
                __inputs,
                __p::infer(dtype, &[]),
                out,
                |__c| (__c.array(0), __c.array(1), __c.opt_array(2), __c.dtype()),
                |__c| -> Result<Array> {
                    let x = __c.array(0, x);
                    let weight = __c.array(1, weight);
                    let bias = __c.opt_array(2, bias);
                    let y = matmul(x, weight, None)?;
                    match bias {
                        Some(b) => ivy::add(&y, b, None),
                        None => Ok(y),
                    }
                },
            )
        }
    }
};
