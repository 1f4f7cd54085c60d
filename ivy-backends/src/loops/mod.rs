//! The loops every backend shares, over elements in host memory: element-wise maps with
//! broadcasting ([`elementwise`]; over `ndarray`-crate arrays, [`arrays`]), the split of large
//! work across the cores ([`parallel`], by a team of the calling thread and rayon's: `team`),
//! arrays of any layout read in place ([`strided`]), arithmetic on operands of different
//! dtypes converted on the fly (`mixed`), and reads from memory asked for ahead (`prefetch`).
//! They know nothing of any backend's array type: a backend hands them its elements as slices
//! (the ndarray backend its arrays' memory, candle its CPU storage) and takes back a vector it
//! wraps without copying.

pub mod arrays;
pub mod elementwise;
pub(crate) mod mixed;
pub mod parallel;
pub(crate) mod prefetch;
pub(crate) mod streamed;
pub mod strided;
pub(crate) mod team;
