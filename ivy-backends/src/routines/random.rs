//! The random kernels as both backends declare them: the values are drawn on the host by the
//! runtime's seeded generator ([`ivy_runtime::rng`]), the same draws on every backend, and each
//! backend only moves them in and out of its arrays.

/// A backend's `random_uniform`, `random_normal` and `randint` kernels (backend `$B`, native
/// array `$N`, error `$E`): `$drawn(sampler, a, b, shape, dtype, seed)` with the runtime's
/// sampler of each. After each name, the rest of its `#[implements]` in brackets, then any
/// more attributes (the dtypes it takes).
macro_rules! random_kernels {
    ($B:ty, $N:ty, $E:ty, $drawn:path;
        uniform [$($u:tt)*] $(#[$ua:meta])*;
        normal [$($n:tt)*] $(#[$na:meta])*;
        int [$($i:tt)*] $(#[$ia:meta])*;
    ) => {
        $crate::routines::random::random_kernels!(@ $B, $N, $E, $drawn;
            /// Values uniform in `[low, high)` (see [`ivy_runtime::rng::uniform`]).
            random_uniform(low, high, [_device: ::ivy_runtime::Device,], [])
                uniform [$($u)*] $(#[$ua])*;
            /// Values of a normal distribution (see [`ivy_runtime::rng::normal`]).
            random_normal(mean, std, [], [_device: ::ivy_runtime::Device,])
                normal [$($n)*] $(#[$na])*;
            /// Integers uniform in `[low, high)`, in the signed integer dtypes (see
            /// [`ivy_runtime::rng::integers`]).
            randint(low, high, [_device: ::ivy_runtime::Device,], [])
                integers [$($i)*] $(#[$ia])*;
        );
    };
    // Each kernel: its two parameters, what comes between `shape` and `dtype` and after
    // `seed` (the declarations place the device differently), its sampler.
    (@ $B:ty, $N:ty, $E:ty, $drawn:path; $(
        $(#[$doc:meta])* $f:ident($a:ident, $b:ident, [$($before:tt)*], [$($after:tt)*])
            $sampler:ident [$($takes:tt)*] $(#[$attr:meta])*;
    )*) => {$(
        $(#[$doc])*
        #[::ivy_macros::implements(::ivy_runtime::functional::$f for $B $($takes)*)]
        $(#[$attr])*
        pub fn $f(
            $a: &$N,
            $b: &$N,
            shape: ::core::option::Option<&[usize]>,
            $($before)*
            dtype: ::ivy_runtime::Dtype,
            seed: ::core::option::Option<u64>,
            $($after)*
        ) -> ::core::result::Result<$N, $E> {
            $drawn(::ivy_runtime::rng::$sampler, $a, $b, shape, dtype, seed)
        }
    )*};
}
pub(crate) use random_kernels;
