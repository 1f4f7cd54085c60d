/// `x @ weight.T + bias`.
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let __inputs = [
        ::ivy::__private::arg(x),
        ::ivy::__private::arg(weight),
        ::ivy::__private::opt_arg(bias),
    ];
    ::ivy::__private::write_out(
        match ::ivy::__private::mixed_kernel::<
            linear,
        >(&__inputs, |__h| __h(x, weight, bias, dtype))? {
            ::core::option::Option::Some(__k) => {
                __k.call(
                    __inputs,
                    ::ivy::__private::infer(dtype, &[]),
                    |__c| (__c.array(0), __c.array(1), __c.opt_array(2), __c.dtype()),
                )
            }
            ::core::option::Option::None => {
                ::ivy::__private::composed(
                    linear::DECL,
                    __inputs,
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
        }?,
        out,
    )
}
///The declaration of [`linear()`]: what it supports on each backend ([`linear::DECL`](Self::DECL)), and its form over containers ([`linear::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct linear {
    _private: (),
}
impl linear {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            wrappers: &[
                ::ivy::__private::Wrapper::Nestable,
                ::ivy::__private::Wrapper::HandleOut,
            ],
            callees: &[<matmul>::DECL, <ivy::add>::DECL],
            kernel_support: ::ivy::__private::kernel_support::<linear>,
            to_add: &[::ivy::__private::Wrapper::InferDtype],
            to_skip: &[::ivy::__private::Wrapper::Nestable],
            composed: ::core::option::Option::Some(|| {
                static __CACHE: ::ivy::__private::SupportCache = ::ivy::__private::SupportCache::new();
                &__CACHE
            }),
            typing: ::ivy::__private::typing(
                &[
                    ::ivy::__private::TypeParam::Array("x"),
                    ::ivy::__private::TypeParam::Array("weight"),
                    ::ivy::__private::TypeParam::OptArray("bias"),
                    ::ivy::__private::TypeParam::Default("dtype"),
                ],
                |__parts| {
                    linear::output_type(
                            &__parts[0][0],
                            &__parts[1][0],
                            __parts[2].first(),
                            ::core::option::Option::None,
                            ::core::option::Option::None,
                        )
                        .map(::ivy::__private::TypeOutputs::into_vec)
                },
            ),
            ..::ivy::__private::decl("linear", ::ivy::__private::FunctionKind::Mixed)
        };
        &__DECL
    };
    ///[`linear()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
    pub fn nested<'a>(
        x: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        weight: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        bias: impl ::core::convert::Into<::ivy::__private::NestArg<'a>>,
        dtype: Option<Dtype>,
    ) -> ::ivy::__private::Result<::ivy::__private::Nest> {
        ::ivy::__private::nest_map(
            &[
                ::core::convert::Into::into(x),
                ::core::convert::Into::into(weight),
                ::core::convert::Into::into(bias),
            ],
            |__leaves| {
                linear(
                    __leaves[0].array("linear", "x")?,
                    __leaves[1].array("linear", "weight")?,
                    __leaves[2].opt_array("linear", "bias")?,
                    ::core::clone::Clone::clone(&dtype),
                    ::core::option::Option::None,
                )
            },
        )
    }
    ///The output type of [`linear()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
    #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
    pub fn output_type(
        x: &::ivy::__private::TensorType,
        weight: &::ivy::__private::TensorType,
        bias: ::core::option::Option<&::ivy::__private::TensorType>,
        dtype: Option<Dtype>,
        out: Option<&::ivy::__private::TensorType>,
    ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
        let __t = ::ivy::__private::type_call(
            linear::DECL,
            [
                ::ivy::__private::arg(x),
                ::ivy::__private::arg(weight),
                ::ivy::__private::opt_arg(bias),
            ],
            ::ivy::__private::infer(dtype, &[]),
        )?;
        let x: &::ivy::__private::TensorType = __t.input(0);
        let weight: &::ivy::__private::TensorType = __t.input(1);
        let bias = __t.opt_input(2);
        let dtype = __t.dtype();
        let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
            #[allow(unused_imports)]
            use ::ivy::__private::type_rules::*;
            linear_map(x, weight, bias)
        };
        __t.finish(__rule, out)
    }
}
const _: () = {
    #[diagnostic::do_not_recommend]
    impl ::ivy::__private::Declared for linear {
        type Kind = ::ivy::__private::kind::Mixed;
        type Args<'a> = (
            &'a ::ivy::__private::Array,
            &'a ::ivy::__private::Array,
            ::core::option::Option<&'a ::ivy::__private::Array>,
            ::ivy::__private::Dtype,
        );
        type Kernel<N, E> = fn(
            &N,
            &N,
            ::core::option::Option<&N>,
            ::ivy::__private::Dtype,
        ) -> ::core::result::Result<N, E>;
        type Handler = for<'a> fn(
            &'a Array,
            &'a Array,
            Option<&'a Array>,
            Option<Dtype>,
        ) -> bool;
        type Output = ::ivy::__private::Array;
        type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
        const DECL: &'static ::ivy::__private::FunctionDecl = linear::DECL;
        fn slots() -> &'static ::ivy::__private::SlotsOf<Self> {
            static SLOTS: ::ivy::__private::SlotsOf<linear> = ::ivy::__private::Slots::new();
            &SLOTS
        }
        #[inline]
        fn run_kernel<N: ::ivy::__private::Native, E: ::ivy::__private::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &::ivy::__private::CallCtx,
        ) -> ::ivy::__private::Result<Self::Output> {
            let x = __c.native::<N>(__a.0)?;
            let weight = __c.native::<N>(__a.1)?;
            let bias = __c.native_opt::<N>(__a.2)?;
            __c.wrap(
                __k(
                    &x,
                    &weight,
                    ::core::option::Option::as_deref(&bias),
                    ::core::clone::Clone::clone(&__a.3),
                ),
            )
        }
    }
};
