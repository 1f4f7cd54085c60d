//! The checked model of an ivy item, which [`crate::expand`] turns into code.
//!
//! * [`kind`]: function kinds and wrappers (the grammar's), in the one chain order.
//! * [`params`]: the parameter classes of a declaration and what each becomes in the public
//!   function, the kernel's arguments and the kernel's signature.
//! * [`declarations`]: checked version-keyed declarations.
//! * [`function`]: a declared function; [`kernel`]: a backend implementation.
//! * [`callees`]: the ivy functions a compositional body calls.
//! * [`planned`]: the array arguments a call plans apart from its inputs (`&Indices`, ...).

pub mod callees;
pub mod declarations;
pub mod function;
pub mod kernel;
pub mod kind;
pub mod params;
pub mod planned;

pub use declarations::{DeclModel, DeclValue, Declarations};
pub use function::FnModel;
pub use kernel::{KernelForm, KernelModel};
pub use kind::{FunctionKind, Wrapper};
pub use params::{Param, ParamClass};
pub use planned::Planned;
