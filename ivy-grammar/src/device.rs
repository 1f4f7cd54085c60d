//! Device names: `cpu`, `gpu:N`, `tpu:N`, as Ivy writes them.

use std::fmt;
use std::str::FromStr;

use crate::parse_error::{echo, suggest};

crate::word_enum! {
    /// The kind of a device, without an index: what device declarations
    /// (`with_unsupported_devices`) list.
    ///
    /// ```
    /// use ivy_grammar::DeviceKind;
    ///
    /// assert_eq!("gpu".parse::<DeviceKind>().unwrap(), DeviceKind::Gpu);
    /// assert_eq!("cpux".parse::<DeviceKind>().unwrap_err().suggestion(), Some("cpu"));
    /// ```
    #[derive(PartialOrd, Ord)]
    pub enum DeviceKind: "device kind" {
        /// The host processor. There is one: it takes no index.
        Cpu = "cpu",
        /// A GPU (CUDA, Metal, ...), numbered from 0.
        Gpu = "gpu",
        /// A TPU, numbered from 0.
        Tpu = "tpu",
    }
}

impl DeviceKind {
    /// Whether devices of this kind are numbered (`gpu:0`); `cpu` is not.
    pub const fn is_indexed(self) -> bool {
        !matches!(self, DeviceKind::Cpu)
    }
}

/// A device, as Ivy names it: `cpu`, `gpu:N` or `tpu:N`.
///
/// Parsing accepts `cpu`, `gpu`, `gpu:N`, `tpu` and `tpu:N`, with `N` a non-negative integer
/// written without a leading zero; `gpu` is `gpu:0` and `tpu` is `tpu:0`. `cpu` takes no index
/// (there is one host), so `cpu:0` is rejected. `Display` is canonical: `cpu`, `gpu:0`.
///
/// ```
/// use ivy_grammar::{Device, DeviceKind};
///
/// assert_eq!("gpu".parse::<Device>().unwrap(), Device::Gpu(0));
/// assert_eq!(Device::Gpu(0).to_string(), "gpu:0");
/// assert_eq!("tpu:3".parse::<Device>().unwrap().index(), Some(3));
/// assert_eq!(Device::Cpu.kind(), DeviceKind::Cpu);
///
/// let err = "cpux".parse::<Device>().unwrap_err();
/// assert_eq!(err.suggestion(), Some("cpu"));
/// assert!("cpu:1".parse::<Device>().unwrap_err().to_string().contains("`cpu` takes no index"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Device {
    /// The host processor.
    Cpu,
    /// The GPU with this index.
    Gpu(usize),
    /// The TPU with this index.
    Tpu(usize),
}

impl Device {
    /// The kind of the device.
    pub const fn kind(self) -> DeviceKind {
        match self {
            Device::Cpu => DeviceKind::Cpu,
            Device::Gpu(_) => DeviceKind::Gpu,
            Device::Tpu(_) => DeviceKind::Tpu,
        }
    }

    /// The index of a GPU or TPU; `None` for the CPU.
    pub const fn index(self) -> Option<usize> {
        match self {
            Device::Cpu => None,
            Device::Gpu(i) | Device::Tpu(i) => Some(i),
        }
    }

    /// The device of `kind` with `index` (ignored for [`DeviceKind::Cpu`]).
    pub const fn new(kind: DeviceKind, index: usize) -> Device {
        match kind {
            DeviceKind::Cpu => Device::Cpu,
            DeviceKind::Gpu => Device::Gpu(index),
            DeviceKind::Tpu => Device::Tpu(index),
        }
    }
}

impl From<DeviceKind> for Device {
    /// The first device of the kind: `cpu`, `gpu:0`, `tpu:0`.
    fn from(kind: DeviceKind) -> Device {
        Device::new(kind, 0)
    }
}

impl fmt::Display for Device {
    /// `cpu`, `gpu:N` or `tpu:N`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index() {
            None => f.pad(self.kind().name()),
            Some(i) => f.pad(&format!("{}:{i}", self.kind())),
        }
    }
}

impl FromStr for Device {
    type Err = DeviceError;

    /// Parses `cpu`, `gpu`, `gpu:N`, `tpu` or `tpu:N`, exactly as written (lower case, no
    /// blanks).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let error = |kind| DeviceError {
            input: s.to_owned(),
            kind,
        };
        let (kind_word, index) = match s.split_once(':') {
            Some((k, i)) => (k, Some(i)),
            None => (s, None),
        };
        let Ok(kind) = kind_word.parse::<DeviceKind>() else {
            return Err(error(DeviceErrorKind::UnknownKind {
                suggestion: suggest_device(kind_word, index),
            }));
        };
        match (kind, index) {
            (DeviceKind::Cpu, None) => Ok(Device::Cpu),
            (DeviceKind::Cpu, Some(_)) => Err(error(DeviceErrorKind::CpuIndex)),
            (kind, None) => Ok(Device::new(kind, 0)),
            (kind, Some(i)) => parse_index(i).map(|i| Device::new(kind, i)).ok_or_else(|| {
                error(DeviceErrorKind::BadIndex {
                    index: i.to_owned(),
                })
            }),
        }
    }
}

/// A device index: digits only, no leading zero, fitting a `usize`.
fn parse_index(s: &str) -> Option<usize> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0'))
    {
        return None;
    }
    s.parse().ok()
}

/// The device a mistyped one most likely meant: the nearest kind (`cuda` counting as `gpu`),
/// with the index kept when it is valid and the kind takes one.
fn suggest_device(kind_word: &str, index: Option<&str>) -> Option<String> {
    let folded = kind_word.trim().to_lowercase();
    let kind = if folded == "cuda" || folded == "mps" {
        Some(DeviceKind::Gpu)
    } else {
        suggest(kind_word, &DeviceKind::NAMES).and_then(|name| name.parse::<DeviceKind>().ok())
    }?;
    Some(match index.map(str::trim).and_then(parse_index) {
        Some(i) if kind.is_indexed() => Device::new(kind, i).to_string(),
        _ => kind.name().to_owned(),
    })
}

/// Why a string is not a [`Device`]. It displays on one line: what was wrong, then the accepted
/// forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceError {
    input: String,
    kind: DeviceErrorKind,
}

/// The reason in a [`DeviceError`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DeviceErrorKind {
    /// The part before any `:` is not `cpu`, `gpu` or `tpu`.
    UnknownKind {
        /// The device the input most likely meant.
        suggestion: Option<String>,
    },
    /// `cpu:N`: the CPU takes no index.
    CpuIndex,
    /// The part after `:` is not a non-negative integer without a leading zero that fits a
    /// `usize`.
    BadIndex {
        /// The part after the first `:`, as given.
        index: String,
    },
}

impl DeviceError {
    /// The input as given.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Why the input was rejected.
    pub fn kind(&self) -> &DeviceErrorKind {
        &self.kind
    }

    /// The device the input most likely meant, e.g. `cpu` for `cpux`, `gpu:1` for `GPU:1`.
    pub fn suggestion(&self) -> Option<&str> {
        match &self.kind {
            DeviceErrorKind::UnknownKind { suggestion } => suggestion.as_deref(),
            DeviceErrorKind::CpuIndex => Some("cpu"),
            DeviceErrorKind::BadIndex { .. } => None,
        }
    }
}

impl fmt::Display for DeviceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a device", echo(&self.input))?;
        match &self.kind {
            DeviceErrorKind::UnknownKind { suggestion } => {
                if let Some(s) = suggestion {
                    write!(f, "; did you mean `{s}`?")?;
                }
            }
            DeviceErrorKind::CpuIndex => f.write_str(": `cpu` takes no index (write `cpu`)")?,
            DeviceErrorKind::BadIndex { index } => {
                let shown = echo(index);
                if index.is_empty() {
                    f.write_str(": the index after `:` is missing")?;
                } else if !index.bytes().all(|b| b.is_ascii_digit()) {
                    write!(f, ": the index `{shown}` is not a non-negative integer")?;
                } else if index.len() > 1 && index.starts_with('0') {
                    write!(f, ": the index `{shown}` has a leading zero")?;
                } else {
                    write!(f, ": the index `{shown}` is larger than {}", usize::MAX)?;
                }
            }
        }
        f.write_str(" (expected `cpu`, `gpu`, `gpu:N`, `tpu` or `tpu:N`, N = 0, 1, 2, ...)")
    }
}

impl std::error::Error for DeviceError {}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn dev(s: &str) -> Device {
        s.parse().unwrap()
    }

    fn err(s: &str) -> DeviceError {
        s.parse::<Device>().unwrap_err()
    }

    const TAIL: &str = " (expected `cpu`, `gpu`, `gpu:N`, `tpu` or `tpu:N`, N = 0, 1, 2, ...)";

    #[test]
    fn accepted_forms_and_canonical_display() {
        assert_eq!(dev("cpu"), Device::Cpu);
        assert_eq!(dev("gpu"), Device::Gpu(0));
        assert_eq!(dev("gpu:0"), Device::Gpu(0));
        assert_eq!(dev("gpu:1"), Device::Gpu(1));
        assert_eq!(dev("gpu:12"), Device::Gpu(12));
        assert_eq!(dev("tpu"), Device::Tpu(0));
        assert_eq!(dev("tpu:7"), Device::Tpu(7));
        assert_eq!(Device::Cpu.to_string(), "cpu");
        assert_eq!(dev("gpu").to_string(), "gpu:0");
        assert_eq!(dev("tpu").to_string(), "tpu:0");
        assert_eq!(Device::Gpu(3).to_string(), "gpu:3");
        assert_eq!(format!("{:>6}|", Device::Gpu(1)), " gpu:1|");
        assert_eq!(Device::Tpu(2).kind(), DeviceKind::Tpu);
        assert_eq!(Device::Cpu.index(), None);
        assert_eq!(Device::Gpu(4).index(), Some(4));
        assert_eq!(Device::from(DeviceKind::Gpu), Device::Gpu(0));
        assert_eq!(Device::new(DeviceKind::Cpu, 5), Device::Cpu);
    }

    #[test]
    fn kinds() {
        assert_eq!(DeviceKind::ALL.map(DeviceKind::name), ["cpu", "gpu", "tpu"]);
        for kind in DeviceKind::ALL {
            assert_eq!(kind.name().parse::<DeviceKind>().unwrap(), kind);
            assert_eq!(kind.to_string(), kind.name());
        }
        assert!(!DeviceKind::Cpu.is_indexed() && DeviceKind::Gpu.is_indexed());
        let e = "gpu:0".parse::<DeviceKind>().unwrap_err();
        assert_eq!(e.what(), "device kind");
        assert_eq!(
            "tpx".parse::<DeviceKind>().unwrap_err().to_string(),
            "`tpx` is not a device kind; did you mean `tpu`? (expected one of: cpu, gpu, tpu)"
        );
    }

    #[test]
    fn unknown_kinds_suggest_the_nearest_device() {
        let e = err("cpux");
        assert_eq!(e.suggestion(), Some("cpu"));
        assert_eq!(
            e.to_string(),
            format!("`cpux` is not a device; did you mean `cpu`?{TAIL}")
        );
        assert_eq!(err("GPU:1").suggestion(), Some("gpu:1"));
        assert_eq!(err("Cpu").suggestion(), Some("cpu"));
        assert_eq!(err("cuda:2").suggestion(), Some("gpu:2"));
        assert_eq!(err("cuda").suggestion(), Some("gpu"));
        assert_eq!(err("tup:x").suggestion(), Some("tpu"));
        assert_eq!(err(" gpu").suggestion(), Some("gpu"));
        assert_eq!(err("cpux:1").suggestion(), Some("cpu"));
        assert_eq!(
            err("").kind(),
            &DeviceErrorKind::UnknownKind { suggestion: None }
        );
        assert_eq!(err("xyzzy").suggestion(), None);
        assert!(matches!(
            err("gpu 0").kind(),
            DeviceErrorKind::UnknownKind { .. }
        ));
    }

    #[test]
    fn cpu_takes_no_index() {
        for s in ["cpu:0", "cpu:1", "cpu:", "cpu:x"] {
            let e = err(s);
            assert_eq!(e.kind(), &DeviceErrorKind::CpuIndex, "{s}");
            assert_eq!(e.suggestion(), Some("cpu"));
        }
        assert_eq!(
            err("cpu:1").to_string(),
            format!("`cpu:1` is not a device: `cpu` takes no index (write `cpu`){TAIL}")
        );
    }

    #[test]
    fn bad_indices_are_named() {
        let msg = |s: &str| err(s).to_string();
        assert_eq!(
            msg("gpu:x"),
            format!("`gpu:x` is not a device: the index `x` is not a non-negative integer{TAIL}")
        );
        assert_eq!(
            msg("gpu:-1"),
            format!("`gpu:-1` is not a device: the index `-1` is not a non-negative integer{TAIL}")
        );
        assert_eq!(
            msg("tpu:"),
            format!("`tpu:` is not a device: the index after `:` is missing{TAIL}")
        );
        assert_eq!(
            msg("gpu:01"),
            format!("`gpu:01` is not a device: the index `01` has a leading zero{TAIL}")
        );
        assert!(msg("gpu:99999999999999999999999").contains("is larger than"));
        for s in ["gpu:+1", "gpu: 1", "gpu:1 ", "gpu:1:2", "gpu:1.5", "gpu:١"] {
            assert_eq!(
                err(s).kind(),
                &DeviceErrorKind::BadIndex {
                    index: s["gpu:".len()..].to_owned()
                },
                "{s}"
            );
        }
        assert_eq!(err("gpu:x").suggestion(), None);
        assert_eq!(msg("gpu:\n").lines().count(), 1);
    }

    proptest! {
        #[test]
        fn parsers_never_panic(s in ".*") {
            let _ = s.parse::<Device>().map_err(|e| e.to_string());
            let _ = s.parse::<DeviceKind>().map_err(|e| e.to_string());
        }

        #[test]
        fn device_like_strings_round_trip(s in "[cgtpux]{0,4}(:[0-9x-]{0,3})?") {
            match s.parse::<Device>() {
                Ok(d) => prop_assert_eq!(d.to_string().parse::<Device>().unwrap(), d),
                Err(e) => prop_assert_eq!(e.to_string().lines().count(), 1),
            }
        }

        #[test]
        fn indices_round_trip(i in any::<usize>()) {
            prop_assert_eq!(format!("gpu:{i}").parse::<Device>().unwrap(), Device::Gpu(i));
            prop_assert_eq!(Device::Tpu(i).to_string().parse::<Device>().unwrap(), Device::Tpu(i));
        }
    }
}
