//! [`BackendError`]: what a backend's own code (a kernel, a conversion) fails with.

use std::fmt;

use crate::error::Error;

/// An error from a backend's own code: any `std::error::Error` converts into it with `?`, so a
/// kernel over a foreign framework uses `?` on the framework's results and on ivy's alike.
///
/// The runtime turns it into an [`Error`]: an ivy error inside is returned as it was; any other
/// becomes [`Error::Kernel`] naming the function (or the conversion) and the backend, with the
/// framework's message and its sources.
///
/// Like `anyhow::Error`, it does not implement `std::error::Error` itself (which is what lets
/// every error type convert into it).
///
/// ```
/// use ivy_runtime::{BackendError, Error};
///
/// fn parse(s: &str) -> Result<i32, BackendError> {
///     Ok(s.parse::<i32>()?) // a std error converts with `?`
/// }
/// assert!(parse("x").unwrap_err().to_string().contains("invalid digit"));
/// let e = BackendError::from(Error::NoBackend);
/// assert_eq!(e.into_error("f", "b"), Error::NoBackend); // an ivy error comes back as it was
/// ```
pub struct BackendError(Box<dyn std::error::Error + Send + Sync + 'static>);

impl BackendError {
    /// An error with a message.
    pub fn msg(message: impl fmt::Display) -> BackendError {
        BackendError(message.to_string().into())
    }

    /// The runtime error for this error raised by `operation` (a function's name, or a
    /// conversion such as `"to_host"`) on `backend`.
    pub fn into_error(self, operation: &'static str, backend: &'static str) -> Error {
        match self.0.downcast::<Error>() {
            Ok(e) => *e,
            Err(other) => {
                let mut message = other.to_string();
                let mut source = other.source();
                while let Some(s) = source {
                    message.push_str(": ");
                    message.push_str(&s.to_string());
                    source = s.source();
                }
                Error::Kernel {
                    function: operation,
                    backend,
                    message,
                }
            }
        }
    }
}

impl<E: std::error::Error + Send + Sync + 'static> From<E> for BackendError {
    fn from(e: E) -> BackendError {
        BackendError(Box::new(e))
    }
}

impl fmt::Debug for BackendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for BackendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
