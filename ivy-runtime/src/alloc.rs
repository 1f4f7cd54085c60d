//! Fallible allocation of results sized by the input: a shape too large for the machine is an
//! [`Error::OutOfMemory`] naming the function, the shape and the bytes asked for, never an
//! abort.

use crate::error::{Error, Result};
use crate::shape::element_count;

/// Results below this many bytes are not probed: an allocation that small failing leaves the
/// process no way forward anyway, and every call makes one.
const PROBE_FROM: usize = 1 << 20;

/// The bytes `shape` elements of `element_bytes` each take, or the error naming them when
/// that is beyond what an allocation can be.
fn bytes_of(function: &'static str, shape: &[usize], element_bytes: usize) -> Result<usize> {
    let n = element_count(function, shape)?;
    n.checked_mul(element_bytes)
        .filter(|&b| b <= isize::MAX as usize)
        .ok_or_else(|| out_of_memory(function, shape, usize::MAX))
}

fn out_of_memory(function: &'static str, shape: &[usize], bytes: usize) -> Error {
    Error::OutOfMemory {
        function,
        shape: shape.to_vec(),
        bytes,
    }
}

/// An empty vector with room for the elements of `shape`, or an error if the memory cannot be
/// had.
///
/// ```
/// use ivy_runtime::{Error, result_vec};
///
/// let v: Vec<f32> = result_vec("zeros", &[2, 3])?;
/// assert!(v.capacity() >= 6 && v.is_empty());
/// let e = result_vec::<f64>("zeros", &[1 << 40, 1 << 20]).unwrap_err();
/// assert!(matches!(e, Error::OutOfMemory { function: "zeros", .. }));
/// # Ok::<(), Error>(())
/// ```
pub fn result_vec<T>(function: &'static str, shape: &[usize]) -> Result<Vec<T>> {
    let bytes = bytes_of(function, shape, std::mem::size_of::<T>())?;
    let mut v = Vec::new();
    v.try_reserve_exact(shape.iter().product())
        .map_err(|_| out_of_memory(function, shape, bytes))?;
    Ok(v)
}

/// An error if a result of `shape` elements of `element_bytes` each could not be allocated:
/// for results a library allocates itself (ndarray's `map_collect`, candle's operations),
/// checked before the call. Results under a mebibyte pass unprobed.
///
/// ```
/// use ivy_runtime::{Error, check_result_size};
///
/// check_result_size("add", &[1000, 1000], 8)?;
/// let e = check_result_size("add", &[1 << 30, 1 << 30], 8).unwrap_err();
/// assert!(matches!(e, Error::OutOfMemory { function: "add", .. }));
/// # Ok::<(), Error>(())
/// ```
pub fn check_result_size(
    function: &'static str,
    shape: &[usize],
    element_bytes: usize,
) -> Result<()> {
    let bytes = bytes_of(function, shape, element_bytes)?;
    if bytes >= PROBE_FROM {
        let mut probe = Vec::<u8>::new();
        probe
            .try_reserve_exact(bytes)
            .map_err(|_| out_of_memory(function, shape, bytes))?;
    }
    Ok(())
}

/// A byte count as a person reads it: `512 bytes`, `3.0 MiB`, `8.0 TiB`; `usize::MAX` (a size
/// that overflowed) reads `more than the address space`.
pub(crate) struct ReadableBytes(pub usize);

impl std::fmt::Display for ReadableBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
        if self.0 == usize::MAX {
            return f.write_str("more than the address space");
        }
        if self.0 < 1024 {
            return write!(f, "{} bytes", self.0);
        }
        let mut value = self.0 as f64 / 1024.0;
        let mut unit = 0;
        while value >= 1024.0 && unit + 1 < UNITS.len() {
            value /= 1024.0;
            unit += 1;
        }
        write!(f, "{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_counts_read_in_binary_units() {
        assert_eq!(ReadableBytes(512).to_string(), "512 bytes");
        assert_eq!(ReadableBytes(3 << 20).to_string(), "3.0 MiB");
        assert_eq!(ReadableBytes(1536).to_string(), "1.5 KiB");
        assert_eq!(ReadableBytes(8 << 40).to_string(), "8.0 TiB");
        assert_eq!(
            ReadableBytes(usize::MAX).to_string(),
            "more than the address space"
        );
    }

    #[test]
    fn an_impossible_result_is_an_error_naming_it() {
        let e = result_vec::<f64>("zeros", &[1 << 40, 1 << 10]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "zeros: cannot allocate 8.0 PiB for a result of shape [1099511627776, 1024]"
        );
        let e = check_result_size("add", &[usize::MAX, 2], 1).unwrap_err();
        assert!(e.to_string().starts_with("add: "), "{e}");
    }
}
