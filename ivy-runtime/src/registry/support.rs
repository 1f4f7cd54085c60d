//! What a kernel or a function supports on one backend, and how declarations narrow it.

use ivy_grammar::{Device, DeviceKind, DtypeSet, Version, resolve};

use super::{Declarations, Framework};

/// What a kernel supports on one backend, resolved at registration: the dtypes per device kind,
/// and the device kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Support {
    /// Supported dtypes on each [`DeviceKind`] (indexed by `DeviceKind as usize`).
    pub dtypes: [DtypeSet; DEVICE_KINDS],
    /// Supported device kinds.
    pub devices: [bool; DEVICE_KINDS],
}

/// How many device kinds there are.
pub const DEVICE_KINDS: usize = 3;

pub(crate) fn kind_index(kind: DeviceKind) -> usize {
    match kind {
        DeviceKind::Cpu => 0,
        DeviceKind::Gpu => 1,
        DeviceKind::Tpu => 2,
    }
}

pub(crate) const ALL_DEVICE_KINDS: [DeviceKind; DEVICE_KINDS] =
    [DeviceKind::Cpu, DeviceKind::Gpu, DeviceKind::Tpu];

impl Support {
    /// Everything in `valid` on every device.
    pub const fn all(valid: DtypeSet) -> Support {
        Support {
            dtypes: [valid; DEVICE_KINDS],
            devices: [true; DEVICE_KINDS],
        }
    }

    /// The dtypes supported on `device`.
    #[inline]
    pub fn dtypes_on(&self, device: Device) -> DtypeSet {
        let k = kind_index(device.kind());
        if self.devices[k] {
            self.dtypes[k]
        } else {
            DtypeSet::EMPTY
        }
    }

    /// Both supports at once (what works on either path... of both).
    pub fn intersect(self, other: Support) -> Support {
        let mut out = self;
        for k in 0..DEVICE_KINDS {
            out.dtypes[k] = self.dtypes[k] & other.dtypes[k];
            out.devices[k] = self.devices[k] && other.devices[k];
        }
        out
    }

    /// Applies `declarations` resolved at `version` (or their framework's version).
    pub(super) fn apply(mut self, d: &Declarations, version: &Version) -> Support {
        let at = |framework: Option<Framework>| {
            framework.map_or(*version, |f| {
                super::framework_versions::resolved_version(&f)
            })
        };
        if let Some(set) = d.takes {
            for dtypes in &mut self.dtypes {
                *dtypes = *dtypes & set;
            }
        }
        if let Some(decl) = d.dtypes
            && let Some(set) = resolve(decl.entries, &at(decl.framework))
        {
            for dtypes in &mut self.dtypes {
                *dtypes = if decl.supported {
                    *dtypes & *set
                } else {
                    *dtypes - *set
                };
            }
        }
        if let Some(decl) = d.devices
            && let Some(kinds) = resolve(decl.entries, &at(decl.framework))
        {
            for kind in ALL_DEVICE_KINDS {
                let listed = kinds.contains(&kind);
                self.devices[kind_index(kind)] &= listed == decl.supported;
            }
        }
        if let Some(decl) = d.device_dtypes
            && let Some(per_device) = resolve(decl.entries, &at(decl.framework))
        {
            for kind in ALL_DEVICE_KINDS {
                let set = per_device.iter().find(|(k, _)| *k == kind).map(|(_, s)| *s);
                let dtypes = &mut self.dtypes[kind_index(kind)];
                match (decl.supported, set) {
                    (true, Some(set)) => *dtypes = *dtypes & set,
                    // A device missing from a "supported" list supports nothing.
                    (true, None) => *dtypes = DtypeSet::EMPTY,
                    (false, Some(set)) => *dtypes = *dtypes - set,
                    (false, None) => {}
                }
            }
        }
        self
    }
}
