//! The random kernels as both backends declare them: the values are drawn on the host by the
//! runtime's seeded generator ([`ivy_runtime::rng`]), the same draws on every backend, and each
//! backend only moves them in and out of its arrays.

/// A backend's `random_uniform`, `random_normal` and `randint` kernels (backend `$B`, native
/// array `$N`, error `$E`): the parameters moved to the host by `$to_host`, drawn by the
/// runtime's sampler of each, the values moved back by `$from_host`. After each name, the rest
/// of its `#[implements]` in brackets, then any more attributes (the dtypes it takes).
macro_rules! random_kernels {
    ($B:ty, $N:ty, $E:ty, $to_host:path, $from_host:path;
        uniform [$($u:tt)*] $(#[$ua:meta])*;
        normal [$($n:tt)*] $(#[$na:meta])*;
        int [$($i:tt)*] $(#[$ia:meta])*;
    ) => {
        $crate::routines::random::random_kernels!(@ $B, $N, $E, $to_host, $from_host;
            /// Values uniform in `[low, high)` (see [`ivy_runtime::rng::uniform`]).
            random_uniform(low, high)
                uniform [$($u)*] $(#[$ua])*;
            /// Values of a normal distribution (see [`ivy_runtime::rng::normal`]).
            random_normal(mean, std)
                normal [$($n)*] $(#[$na])*;
            /// Integers uniform in `[low, high)`, in the signed integer dtypes (see
            /// [`ivy_runtime::rng::integers`]).
            randint(low, high)
                integers [$($i)*] $(#[$ia])*;
        );
    };
    // Each kernel: its two parameters, its sampler.
    (@ $B:ty, $N:ty, $E:ty, $to_host:path, $from_host:path; $(
        $(#[$doc:meta])* $f:ident($a:ident, $b:ident)
            $sampler:ident [$($takes:tt)*] $(#[$attr:meta])*;
    )*) => {$(
        $(#[$doc])*
        #[::ivy_macros::implements(::ivy_runtime::functional::$f for $B $($takes)*)]
        $(#[$attr])*
        pub fn $f(
            $a: &$N,
            $b: &$N,
            shape: ::core::option::Option<&[usize]>,
            _device: ::ivy_runtime::Device,
            dtype: ::ivy_runtime::Dtype,
            seed: ::core::option::Option<u64>,
        ) -> ::core::result::Result<$N, $E> {
            let (a, b) = ($to_host($a)?, $to_host($b)?);
            let draw = ::ivy_runtime::rng::Draw { a: &a, b: &b, shape, dtype, seed };
            $from_host(::ivy_runtime::rng::$sampler(draw)?)
        }
    )*};
}
pub(crate) use random_kernels;
