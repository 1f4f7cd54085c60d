//! # The guide
//!
//! How to declare functions of your own and how to write a backend of your own, step by step;
//! then what adding a function to the library or to one of its frontends touches. The README
//! shows each in one example. The pages of `docs/` say what the library has
//! (`docs/library.md`), what its `ivy` command does (`docs/cli.md`), how its frontends differ
//! from their frameworks and from Ivy (`docs/frontends.md`) and how fast it is
//! (`docs/performance.md`).
//!
//! # Declaring functions
//!
//! A crate that declares its own functions depends on the facade, `ivy`, as the README shows
//! (`features = ["candle"]` adds the candle backend).
//!
//! A declaration is called as the library's functions are: `f(&x)?` with its optional
//! arguments left out, `f::with(&x).out(&mut y).call()?` to give them, and, for the functions
//! of a module under `#[ivy::methods(MyOps)]`, `x.f()?` once `MyOps` is in scope. A parameter
//! is optional when it is an `Option`, a `bool` (left out: `false`), or has a value in
//! `#[defaults(..)]`; every other one is given in order.
//!
//! ```
//! /// Functions of our own: `#[compositional]` on the module declares each function inside
//! /// with that kind, and `#[methods(MyOps)]` makes them methods of `Array`.
//! #[ivy::compositional]
//! #[ivy::methods(MyOps)]
//! mod mine {
//!     use ivy::{Array, Result};
//!
//!     /// `alpha * x + y`.
//!     #[ivy::returns(broadcast(&[x, y]))]
//!     #[ivy::defaults(alpha = 1.0)]
//!     pub fn axpy(x: &Array, y: &Array, alpha: f64) -> Result<Array> {
//!         ivy::add(&ivy::multiply(x, alpha)?, y)
//!     }
//!
//!     /// `alpha * x - y`, with `axpy`'s parameters, `y` called `z`.
//!     #[ivy::signature_of(axpy, y = z)]
//!     #[ivy::returns(broadcast(&[x, z]))]
//!     pub fn axmz() {
//!         ivy::subtract(&ivy::multiply(x, alpha)?, z)
//!     }
//! }
//! use mine::MyOps;
//!
//! let x = ivy::array![1.0f32, 2.0]?;
//! let y = ivy::array![10.0f32, 20.0]?;
//! assert_eq!(mine::axpy(&x, &y)?.to_string(), "[11., 22.]");
//! assert_eq!(mine::axpy::with(&x, &y).alpha(2.0).call()?.to_string(), "[12., 24.]");
//! assert_eq!(x.axmz(&y, 1.0)?.to_string(), "[ -9., -18.]");
//! let t = mine::axpy::output_type(&x.tensor_type(), &y.tensor_type(), 2.0)?;
//! assert_eq!(t.to_string(), "float32[2]");
//! # Ok::<(), ivy::Error>(())
//! ```
//!
//! Kinds: `#[primary]` (no body: each backend implements it), `#[compositional]` (a body of
//! other ivy calls), `#[mixed(to_add = [..], to_skip = [..])]` (both; the lists add or skip
//! `infer_dtype` and `infer_device` on the kernel path, and refuse the wrappers that apply to both
//! paths or neither, saying why), `#[standalone]` (plain Rust that calls no function of another
//! kind: a call of one is a compile error naming it). Every
//! kind but standalone says what it returns with `#[returns(rule)]` (a missing one is a
//! compile error): an expression over the array parameters' types, from `ivy::type_rules`
//! (`same(x)`, `broadcast(&[x1, x2])`, `compare(..)`, `reduce(x, axis, keepdims)`,
//! `matrix_product(x1, x2)`, `reshaped(x, shape)`, ...) or of one's own; a composition can
//! compose its callees' `output_type`s. `f::DECL.output_types(&types)` and `ivy type` type a
//! call from its array types alone, the other parameters at the zero value of their type, or at
//! the function's default where it says one: `#[defaults(start_dim = 0, end_dim = -1)]`; a
//! parameter with no default is `required` (`#[defaults(n_rows = required)]`), and the function
//! cannot be typed that way, naming it.
//!
//! Wrappers, applied in one fixed order whatever order they are written in: `#[nestable]`,
//! `#[integer_arrays_to_float]`, `#[handle_out]`, `#[infer_dtype]`, `#[infer_device]`
//! (`#[infer_dtype(accumulate)]` marks an accumulating reduction: `sum` of int8 is in the
//! default int dtype). A function returns one array, a tuple of two to four, or a `Vec`; each
//! declared function `f` also defines a type `f` with `f::DECL` (its support queries) and, when
//! nestable, `f::nested` (over containers).
//!
//! Declarations: `with_(un)supported_dtypes`, `with_(un)supported_devices`,
//! `with_(un)supported_device_and_dtypes`, keyed by version specs (`"X"`, `"X and below"`,
//! `"X and above"`, `"X to Y"`), optionally for a frontend framework (`framework = "torch"`:
//! resolved at the framework's version, which a program may choose once, before its first
//! call, with `ivy::set_framework_version("torch", "2.0.1")`) or, on compositional functions,
//! for one backend (`backend = "candle"`). A declaration of a framework's bug says so:
//! `reason = "the kernel panics on integers"` and `upstream = "https://.."` (the framework's
//! issue), which `ivy support` and `ivy explain` show beside the cells it decides.
//!
//! On a whole inline `mod`, the declarations and wrappers apply to every declared function
//! inside, and a kind declares every function inside with that kind (unless one writes its
//! own), so a group states its attribute stack once: `#[primary] #[handle_out] #[nestable] mod
//! unary { .. }`, as the library's own files do (below). There a function
//! may take the parameters and output of one above it, `#[signature_of(argmax)] pub fn
//! argmin();`, renamed where they differ: `#[signature_of(random_uniform, low = mean, high =
//! std)]`.
//!
//! Mistakes are compile errors pointing at the offending token (`ui-tests/fail/<topic>/` has
//! one case per check). A crate that renames the facade in its `Cargo.toml` (`ivy_rs = {
//! package = "ivy", .. }`) is found under that name.
//!
//! # Writing a backend
//!
//! A backend lets every ivy function run on another array framework. This guide builds one
//! over a plain `Vec`, holding float32 and float64 only; the whole program is at the end of
//! this page (it is `examples/vec_backend.rs`, which CI runs, and this page's doctest).
//!
//! ## 1. The backend type
//!
//! Implement [`Backend`](crate::Backend) for a type of your own: a marker, or a struct with
//! configuration. Every fact about the backend is keyed on that type, never on the framework's
//! array type, so a backend over a foreign type (`candle_core::Tensor`) needs no newtype.
//! Eight items are required:
//!
//! * `type Native`: the framework's array type;
//! * `const NAME` and `const VALID_DTYPES`: the name, and every dtype the framework can hold
//!   (the other dtypes are its *invalid* dtypes: ivy refuses arrays of them with a clear
//!   error, or casts them under a casting mode, before they reach the backend);
//! * `version()`: version-keyed declarations resolve against it;
//! * `dtype()` and `shape()` of a native array;
//! * `native_from_host()` and `to_host()`: the conversions through host memory
//!   ([`HostArray`](crate::HostArray)), which make arrays movable between backends.
//!
//! The rest have defaults worth overriding where the framework does better: `astype` (the
//! default goes through host memory, with ivy's own conversion semantics), `valid_dtypes(version)`
//! (a framework that gained dtypes over time), `device_kinds` and `device`, `native_into_host` (hand a
//! buffer over without a copy) and `to_host_edges` (printing reads only what it shows).
//!
//! Methods that run the framework's own code return [`BackendError`](crate::BackendError):
//! any `std::error::Error` converts into it with `?`, and ivy turns it into an
//! [`Error`](crate::Error) naming the function and the backend. A panic in backend code
//! becomes [`Error::KernelPanic`](crate::Error::KernelPanic), silently.
//!
//! ## 2. Kernels
//!
//! A kernel implements one declared function for one backend:
//! `#[ivy::implements(ivy::add for VecBackend)]` on a function whose signature is the
//! declaration's over `VecBackend::Native` (`fn(&VecArray, &VecArray) -> Result<VecArray, E>`
//! for `add`, `E` any error that converts into `BackendError`). The compiler checks the
//! signature. By the time a kernel runs, ivy has promoted the inputs to one dtype, decided the
//! dtype and device arguments (`#[infer_dtype]` gives the kernel a `Dtype`), checked support
//! and applied the casting mode; the kernel computes. Registering the backend installs every
//! kernel written for its type, in any crate of the program (the default `Backend::kernels`);
//! a backend that would rather choose lists them there with `ivy::kernels![..]`.
//!
//! A list argument (`xs: &[Array]`, `operands: &[&Array]`) reaches the kernel as `&[&N]`: the
//! call plans it with the other inputs (promoted with them, support-checked under the casting
//! mode in force, moved to the backend), and `#[primary(keep_dtypes)]` keeps each element's
//! dtype instead (`broadcast_arrays`). A `condition: &Condition` (`where_`) reaches it as `&N`
//! in the backend's truth dtype: `bool`, or `uint8` 0 and 1 on a backend without `bool`.
//! Neither is promoted with the inputs: an `indices: &Indices` (`take_along_axis`, `gather`,
//! `scatter_nd`) reaches it as `&N` in `int64` (any integer dtype is taken, any other refused
//! naming the function and the parameter), and a `values: &Values` (`put_along_axis`,
//! `set_item`) as `&N` in the dtype the inputs are computed in (refused where its dtype does
//! not cast to that one, as `out=` refuses a result).
//!
//! `takes = <dtypes>` states the dtypes the kernel's code takes, as a const
//! [`DtypeSet`](crate::DtypeSet): `#[ivy::implements(ivy::exp for VecBackend, takes =
//! DtypeSet::FLOAT)]` is the kernel's dtype declaration, written once where its dispatch is.
//!
//! Beside a function's kernel, a backend may register fast paths of it, each a kernel of its
//! own in the function's slot, for functions whose arguments are one to three arrays (a
//! `scalar` kernel: two):
//!
//! * `#[ivy::implements(ivy::add for VecBackend, into)]`, a
//!   `fn(&[&VecArray], &mut VecArray) -> Result<bool, E>` computing a call given `out` straight
//!   into `out`'s buffer, allocating nothing (`Ok(false)` with `out` untouched where `out` does
//!   not fit: then the kernel runs and its result is moved into `out`, which its clones see
//!   either way);
//! * `#[ivy::implements(ivy::add for VecBackend, mixed_dtypes)]`, a
//!   `fn(&[&VecArray], Dtype) -> Result<Option<VecArray>, E>` reading inputs of different
//!   dtypes and converting each element as it goes (`Ok(None)` where it has no loop: then the
//!   runtime converts the inputs to the computation's dtype first and runs the kernel);
//! * `#[ivy::implements(ivy::add for VecBackend, scalar)]`, a
//!   `fn(&VecArray, ivy::ScalarOperand) -> Result<Option<VecArray>, E>` computing a call of an
//!   array and a Rust literal (`x + 2`, `2 - x`, `x * t` with `t` new each call) from the
//!   literal's value ([`ScalarOperand::value`](crate::ScalarOperand::value), in the array's
//!   element type; [`ScalarOperand::is_first`](crate::ScalarOperand::is_first) for `2 - x`),
//!   with no array made of it. The runtime asks it only where the literal gives way to the
//!   array's dtype and fits it, and no `out` is given; `Ok(None)` makes a 0-d array of the
//!   literal and runs the kernel.
//!
//! A fast path runs only where its function's kernel does, so it has no declarations.
//!
//! ## 3. Declarations
//!
//! What a kernel cannot do is declared, never discovered by a user:
//! `#[ivy::with_unsupported_dtypes("0.9 and below" => ["float64"], "1.0 and above" => [])]`.
//! Keys are version specs (`"X"`, `"X and below"`, `"X and above"`, `"X to Y"`); values are
//! dtypes or classes (`"integer"`, `"float"`, ...). A class means the backend's valid members
//! of it; naming a dtype the backend can never hold is a compile error. A version no key covers
//! takes the entry of the latest key below it, as in Ivy. A primary function a backend has no
//! kernel for on purpose goes in `Backend::absent`, with the reason users will see.
//!
//! ## 4. Registration
//!
//! [`register_backend`](crate::register_backend) resolves every declaration against the
//! backend's version once and installs its kernels; [`register_backend_as`](crate::register_backend_as)
//! registers it as another version (what would a user of an older release see?).
//! A crate declaring its own function gives it a kernel on ndarray by writing one,
//! `#[ivy::implements(square for NdArrayBackend)]`: ndarray installs it with its own (a
//! declaration says what it returns, `#[ivy::returns(same(x))]`, so `square::output_type`
//! types it before any kernel runs; see [`type_rules`](crate::type_rules)).
//! [`register_kernels`](crate::register_kernels) adds kernels to a backend already registered
//! that lists its own. A call runs on the
//! backend set or scoped ([`backend_scope`](crate::backend_scope)), else on its first array's,
//! else on the default backend; arrays of other backends are cast and moved as needed.
//!
//! ## 5. Checking it
//!
//! [`conformance::check`](crate::conformance::check) calls every library function (and every
//! frontend function) with every dtype under every casting mode on your backend and compares what happens with what the
//! declarations say, the results with the ndarray backend's, and each call's output types with
//! what `output_type` evaluates for the same arguments on your backend. Run it in your tests.
//!
//! # Adding a function to the library
//!
//! What a new library function touches, as `get_item` (basic and array indexing) and then
//! `signbit` (a declaration, an ndarray kernel, a declared absence on candle, a case) were added:
//!
//! 1. **Its declaration**, in `ivy-runtime/src/functional/<category>.rs`: the signature, a
//!    kind (`#[primary]` for a function backends implement), its wrappers, its dtype
//!    declarations and `#[returns(rule)]`. A rule of its own goes in
//!    `ivy-runtime/src/type_rules/`, written once over [`Length`](crate::type_rules::Length)
//!    when its kernels need the same shape (`get_item`'s is `type_rules::query::resolve`:
//!    the kernels ask it what to read, `output_type` asks it the result's type). The
//!    catalogue ([`catalog()`](crate::catalog)) finds it there, under its file's category.
//!    Most files declare their functions in a module whose attributes state the shared
//!    stack once (`#[primary] #[handle_out] #[nestable] mod declared { .. }`, re-exported
//!    with `pub use declared::*`): a function there writes only what is its own (its rule,
//!    its defaults, `#[integer_arrays_to_float]`). A twin of a function above it in the
//!    module (Ivy's `argmin` of `argmax`, `std` of `var`) takes its parameters and output
//!    with `#[signature_of]`, as declaring functions (above) says.
//! 2. **One kernel per backend** (`#[implements(f::get_item for NdArrayBackend)]` in
//!    `ivy-backends/src/ndarray/<category>.rs`, the same for candle), installed with its
//!    backend; its `takes = ..` states the dtype class its code takes. An element-wise kernel
//!    is one line of `elementwise_kernels!` (`negative(x) numeric => NumElem::neg;`: the
//!    function, its class and its operation, the same form on both backends; the kernels
//!    both run as they are are listed once, in `ivy-backends/src/ops/kernels.rs`). Element
//!    loops, index maps and routines both backends need go in the shared layer
//!    (`ivy::loops`, `axis_maps`, `routines`), never in one backend for the other to import.
//!    A backend that cannot have the function declares it absent (`Backend::absent`) with
//!    the reason.
//! 3. **One conformance case** in `src/conformance/cases/<category>.rs`: the sweep then calls
//!    it with every dtype under every casting mode on every backend and checks its results,
//!    its errors and its output types (its test fails on a catalogued function without one).
//!    After `forms`, the case writes the same call as code writes it (`f(..)` or
//!    `f::with(..).axis(0).call()`) and, where the first parameter is an array, the method
//!    beside the function (`x[0].f(..) => ivy::f(&x[0], ..)`): a test calls each.
//!
//! The function's short form, its builder (`f::with`), its method of `Array` and the form
//! generated code calls (`f::positional`) come from the declaration: nothing to write. (A
//! function of arrays only, such as `tan` or `add`, takes its builder, [`crate::ArraysCall`],
//! and its dispatch from the runtime, generic over its number of arrays.) A kernel that needs
//! dense linear algebra (GEMM, LU, singular values) calls it through [`crate::dense`], which
//! the `ivy` crate links to faer's (`ivy-faer`).
//!
//! The catalogue and each backend's kernels are derived from the declarations themselves: no
//! list to keep. Its tests (values against NumPy's, on every backend, with the errors) and the
//! count in `docs/library.md` come with it.
//!
//! # Adding a function to a frontend
//!
//! A frontend's function (`ivy::frontends::numpy::trace`) is the framework's function written
//! over Ivy's:
//!
//! 1. **Its declaration**, in `ivy-frontends/src/<framework>/<topic>.rs`:
//!    `#[compositional(frontend = "numpy")]`, the framework's name, parameters and defaults
//!    (`#[defaults(offset = 0, axis1 = 0, axis2 = 1)]`), a body of Ivy calls giving what the
//!    framework gives (its call and its `output_type` run under the framework's rules and
//!    default dtypes), and a `#[returns]` rule that asks the Ivy callee's `output_type`
//!    (`ivy::sum::output_type(..)`), so the types are stated once. Functions that are an Ivy
//!    function under the framework's rules are one line of `binary!`, `unary!` or
//!    `unary_cast!`; one that two or three frameworks share goes in a list of
//!    `ivy-frontends/src/lists.rs` (its name, the Ivy function, its one-line doc), which each
//!    frontend instantiates with its form.
//! 2. **Its recorded cases**: the call in `tests/data/frontends/<framework>_reference.py`
//!    over every dtype the framework holds (run it with the framework installed; commit the
//!    JSON), and the call beside it in `tests/api/frontends/<framework>.rs`. The test compares
//!    every case on every backend and each `output_type` with its call; a difference we keep
//!    on purpose is listed there with its reason, and in `docs/frontends.md`.
//!
//! # The whole backend example
//!
#![doc = concat!("```rust\n", include_str!("../examples/vec_backend.rs"), "\n```")]
