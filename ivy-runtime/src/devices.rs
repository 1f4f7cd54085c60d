//! Devices as Ivy's `device` module has them: where an array lives ([`dev`], [`to_device`]),
//! the default device, soft device mode, and the GPUs of the backend in force ([`num_gpus`]).
//!
//! The default device and soft device mode are settings like the default dtypes: a
//! process-wide value (`set_*`, `unset_*`), and scoped thread-local overrides, a guard
//! (`*_scope`) or a closure (`with_*`).
//!
//! A call decides its device as Ivy's `infer_device` does: the `device` argument, else the
//! device of its array inputs, else the default device. Inputs on two devices are
//! [`Error::MixedDevices`] naming both, unless soft device mode is on: then every input is
//! moved to the `device` argument, else the default device (Ivy's `handle_device`).

use ivy_grammar::{Device, DeviceKind, Word};

use crate::array::Array;
use crate::backend_stack::current_backend;
use crate::error::{Error, Result};
use crate::registry::default_backend;
use crate::settings::{ScopeGuard, Setting, SettingValue};

/// The default device (initially the CPU).
static DEFAULT: Setting<Device> = Setting::new(Device::Cpu);
/// Soft device mode (initially off).
static SOFT: Setting<bool> = Setting::new(false);

/// Bits of a stored device below its kind: the largest index a default device can have.
const INDEX_BITS: u32 = 14;
const MAX_INDEX: usize = (1 << INDEX_BITS) - 1;

/// A device is its kind in the top two bits and its index below (kind 3, which `None`'s
/// `u16::MAX` has, is no kind).
impl SettingValue for Device {
    fn encode(self) -> u16 {
        // The setters refuse indices beyond `MAX_INDEX`.
        let index = self.index().unwrap_or(0) as u16;
        ((Word::index(self.kind()) as u16) << INDEX_BITS) | index
    }
    fn decode(bits: u16) -> Device {
        let kind = DeviceKind::ALL
            .get(usize::from(bits >> INDEX_BITS))
            .copied()
            .unwrap_or(DeviceKind::Cpu);
        Device::new(kind, usize::from(bits) & MAX_INDEX)
    }
}

/// `device`, if a default device can be it (its index fits the setting).
fn check(device: Device) -> Result<Device> {
    match device.index() {
        Some(i) if i > MAX_INDEX => Err(Error::InvalidInput(format!(
            "`{device}` cannot be the default device: its index is above {MAX_INDEX}"
        ))),
        _ => Ok(device),
    }
}

/// The device `x` lives on (Ivy's `dev`; the same as [`Array::device`]).
///
/// ```
/// let x = ivy::array![1.0f32, 2.0]?;
/// assert_eq!(ivy::dev(&x), ivy::Device::Cpu);
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn dev(x: &Array) -> Device {
    x.device()
}

/// `x` on `device` of its backend (Ivy's `to_device`): see [`Array::to_device`].
pub fn to_device(x: &Array, device: Device) -> Result<Array> {
    x.to_device(device)
}

/// The default device on this thread (initially `cpu`): where a call with no `device`
/// argument and no array input creates its result.
///
/// ```
/// use ivy::{Device, default_device, with_default_device};
///
/// ivy::init()?;
/// assert_eq!(with_default_device(Device::Gpu(1), default_device)?, Device::Gpu(1));
/// // The built-in backends run on the CPU: creating on a GPU is refused.
/// let e = with_default_device(Device::Gpu(0), || ivy::zeros(&[2]))?.unwrap_err();
/// assert_eq!(e.to_string(), "zeros does not run on `gpu:0` with ndarray");
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn default_device() -> Device {
    DEFAULT.get()
}

/// Sets the process-wide default device (Ivy's `set_default_device`). Any device is accepted
/// (a call on a backend without it is refused then), with an index up to 16383.
pub fn set_default_device(device: Device) -> Result<()> {
    DEFAULT.set(check(device)?);
    Ok(())
}

/// Forgets the process-wide default device: it is `cpu` again (Ivy's
/// `unset_default_device`; a thread's scope keeps its override).
///
/// ```
/// use ivy::{Device, default_device, set_default_device, unset_default_device};
///
/// // (The CPU: doctests share a process, whose other calls must keep running on it.)
/// set_default_device(Device::Cpu)?;
/// unset_default_device();
/// assert_eq!(default_device(), Device::Cpu);
/// assert!(set_default_device(Device::Gpu(16384)).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn unset_default_device() {
    DEFAULT.unset();
}

/// Overrides the default device on this thread while the guard lives.
pub fn default_device_scope(device: Device) -> Result<ScopeGuard> {
    Ok(DEFAULT.scope(check(device)?))
}

/// Runs `f` with the default device overridden on this thread.
pub fn with_default_device<R>(device: Device, f: impl FnOnce() -> R) -> Result<R> {
    Ok(DEFAULT.with(check(device)?, f))
}

/// Whether soft device mode is on, on this thread (initially off): a call whose inputs are on
/// two devices moves them to its device instead of failing (Ivy's `soft_device_mode`).
pub fn is_soft_device_mode() -> bool {
    SOFT.get()
}

/// Turns soft device mode on or off process-wide (Ivy's `set_soft_device_mode`).
pub fn set_soft_device_mode(soft: bool) {
    SOFT.set(soft);
}

/// Forgets the process-wide soft device mode: it is off again (Ivy's
/// `unset_soft_device_mode`; a thread's scope keeps its override).
pub fn unset_soft_device_mode() {
    SOFT.unset();
}

/// Overrides soft device mode on this thread while the guard lives.
pub fn soft_device_mode_scope(soft: bool) -> ScopeGuard {
    SOFT.scope(soft)
}

/// Runs `f` with soft device mode overridden on this thread.
pub fn with_soft_device_mode<R>(soft: bool, f: impl FnOnce() -> R) -> R {
    SOFT.with(soft, f)
}

/// How many GPUs the backend in force has (the scoped or set backend, else the default; 0
/// without one): Ivy's `num_gpus`. The built-in backends run on the CPU: 0.
///
/// ```
/// ivy::init()?;
/// assert_eq!(ivy::num_gpus(), 0);
/// assert!(!ivy::gpu_is_available());
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn num_gpus() -> usize {
    current_backend().or_else(default_backend).map_or(0, |b| {
        b.devices()
            .iter()
            .filter(|d| d.kind() == DeviceKind::Gpu)
            .count()
    })
}

/// Whether the backend in force has a GPU (Ivy's `gpu_is_available`).
pub fn gpu_is_available() -> bool {
    num_gpus() > 0
}

/// The device a call runs on, as Ivy's `infer_device` decides it: the `device` argument, else
/// the first array input's, else the default device. Every other array input must be on it
/// (or, without a `device` argument, on the first's), else [`Error::MixedDevices`]; in soft
/// device mode the call runs on the `device` argument, else the default device, where its
/// inputs are moved (`true` then: they must be moved).
pub(crate) fn call_device<'a>(
    function: &'static str,
    given: Option<Device>,
    mut arrays: impl Iterator<Item = &'a Array>,
) -> Result<(Device, bool)> {
    let Some(first) = arrays.next().map(Array::device) else {
        return Ok((given.unwrap_or_else(default_device), false));
    };
    match arrays.find(|a| a.device() != first) {
        None => Ok((given.unwrap_or(first), false)),
        Some(_) if is_soft_device_mode() => Ok((given.unwrap_or_else(default_device), true)),
        Some(other) => Err(mixed_devices(function, first, other.device())),
    }
}

/// The error for inputs on `first` and `second`.
#[cold]
fn mixed_devices(function: &'static str, first: Device, second: Device) -> Error {
    Error::MixedDevices {
        function,
        first: first.to_string(),
        second: second.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_round_trip_through_the_setting() {
        for d in [
            Device::Cpu,
            Device::Gpu(0),
            Device::Gpu(7),
            Device::Tpu(MAX_INDEX),
        ] {
            assert_eq!(Device::decode(d.encode()), d);
            assert_ne!(d.encode(), u16::MAX, "{d} would read as None");
        }
        assert!(check(Device::Gpu(MAX_INDEX + 1)).is_err());
    }

    // Thread-local scopes only: nothing here races with other tests.
    #[test]
    fn scopes_nest_and_restore() {
        let outer = default_device_scope(Device::Gpu(1)).unwrap();
        assert_eq!(default_device(), Device::Gpu(1));
        assert_eq!(
            with_default_device(Device::Tpu(0), default_device).unwrap(),
            Device::Tpu(0)
        );
        drop(outer);
        assert!(!with_soft_device_mode(false, is_soft_device_mode));
        assert!(with_soft_device_mode(true, is_soft_device_mode));
    }
}
