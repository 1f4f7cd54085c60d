//! The words of the dtype settings: casting modes and promotion rule sets. What they do lives
//! with their settings ([`crate::casting`], [`crate::promotion`]); the words sit here, at the
//! bottom, because errors and the settings' storage name them.

ivy_grammar::word_enum! {
    /// A casting mode.
    #[repr(u8)]
    pub enum CastingMode: "casting mode" {
        /// No casting: an unsupported dtype is an error (the default).
        Off = "off",
        /// Cast to a wider supported dtype of the same kind.
        Upcast = "upcast",
        /// Cast to a narrower supported dtype of the same kind.
        Downcast = "downcast",
        /// Cast between integer and float when the whole kind is unsupported.
        Crosscast = "crosscast",
        /// Cross, then up, then down.
        Cast = "cast",
    }
}

ivy_grammar::word_enum! {
    /// A set of promotion rules: what two dtypes promote to ([`PromotionRules::promote`]),
    /// what a weak (Python-like) scalar brings next to a dtype, and hence `can_cast`
    /// (promotion to the target). `numpy` and `torch` follow the real libraries cell for cell
    /// (tests/data has the generated tables and the versions), 0-d arrays included; `jax`
    /// follows JAX's `weak_type` for weak arrays. Only `jax` makes anything of a weak array
    /// ([`crate::Array::weak`]), only `torch` of a 0-d array: elsewhere both are arrays, their
    /// dtype all that counts.
    #[repr(u8)]
    pub enum PromotionRules: "promotion rule set" {
        /// Ivy's default table: NumPy's promotion plus bfloat16 (`int32` + `float32` ->
        /// `float64`). 0-d and weak arrays are arrays.
        IvyPrecise = "ivy-precise",
        /// Ivy's non-precise table: JAX's `promote_types` with 64-bit types (`int32` + `float32`
        /// -> `float32`). 0-d and weak arrays are arrays.
        IvyNonPrecise = "ivy-nonprecise",
        /// The Array API standard's table; pairs it leaves undefined are errors. 0-d and weak
        /// arrays are arrays.
        ArrayApi = "array-api",
        /// JAX's lattice; a weak result takes the default dtype of its kind. A weak array
        /// promotes as a Python scalar of its kind (`i*`, `f*`, `c*`; a weak `bool` array as
        /// `bool`: JAX has no weak booleans), so a weak `int32` next to an `int8` array gives
        /// `int8`; a 0-d array is an array, as in JAX.
        Jax = "jax",
        /// NumPy 2's `promote_types` and its NEP 50 rules for Python scalars (`int64` +
        /// `float16` -> `float64`; `int8` with `2.5` -> `float64`); `bfloat16` as `ml_dtypes`
        /// promotes it. A 0-d array is an array (NEP 50: `float32` with a 0-d `float64` ->
        /// `float64`); so is a weak one.
        Numpy = "numpy",
        /// PyTorch's `promote_types`, and its category rule for Python scalars: a scalar of a
        /// higher category brings that category's default dtype (`int8` with `2.5` ->
        /// `float32`); pairs PyTorch refuses (`uint16` with `int8`) are errors. `can_cast` is
        /// promotion to the target here too, not `torch.can_cast`'s same-kind rule. A 0-d
        /// array next to arrays with dimensions ranks below them: it decides the result only
        /// with a higher category (bool < integer < float < complex) than theirs, as its own
        /// dtype (a 0-d `float64` with an `int8` array -> `float64`, with a `float32` array ->
        /// `float32`); 0-d arrays alone are arrays. A weak array is an array.
        Torch = "torch",
    }
}
