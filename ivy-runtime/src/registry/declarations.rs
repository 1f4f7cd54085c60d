//! The version-keyed declarations a function or a kernel carries, as the macros typed them.

use ivy_grammar::{DeviceKind, DtypeSet, Version, VersionSpec};

/// A frontend framework a declaration's version keys refer to (`framework = "torch"`), with
/// the version it is taken at.
#[derive(Clone, Copy, Debug)]
pub struct Framework {
    /// Its name, e.g. `"torch"`.
    pub name: &'static str,
    /// The version its keys resolve against.
    pub version: Version,
}

/// Why a declaration lists what it lists, as written on it (`reason = ".."`, and
/// `upstream = "https://.."`, the framework's issue about it), for the support report
/// (`ivy support`, `ivy explain`, [`Decision::note`](crate::Decision::note)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeclarationNote {
    /// Why, in words: "candle's CPU matrix product has no integer kernel".
    pub reason: Option<&'static str>,
    /// The framework's issue about it, a web link.
    pub upstream: Option<&'static str>,
}

impl DeclarationNote {
    /// Nothing written.
    pub const NONE: DeclarationNote = DeclarationNote {
        reason: None,
        upstream: None,
    };

    /// Whether nothing is written.
    pub fn is_empty(&self) -> bool {
        self.reason.is_none() && self.upstream.is_none()
    }
}

impl std::fmt::Display for DeclarationNote {
    /// `reason; upstream: link`, or the part written.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.reason, self.upstream) {
            (Some(r), Some(u)) => write!(f, "{r}; upstream: {u}"),
            (Some(r), None) => f.write_str(r),
            (None, Some(u)) => write!(f, "upstream: {u}"),
            (None, None) => Ok(()),
        }
    }
}

/// A version-keyed declaration of dtypes, as the macro checked and typed it:
/// `"2.0.1 and below" => ["float16"], "1.12.1" => []`.
#[derive(Clone, Copy, Debug)]
pub struct DtypeDeclaration {
    /// `true` for `with_supported_dtypes`, `false` for `with_unsupported_dtypes`.
    pub supported: bool,
    /// A frontend framework whose version the keys refer to, instead of the backend's.
    pub framework: Option<Framework>,
    /// Version specs and the dtypes each covers (class words already resolved).
    pub entries: &'static [(VersionSpec, DtypeSet)],
    /// Why it lists what it lists, where written.
    pub note: DeclarationNote,
}

/// A version-keyed declaration of devices: `"2.0 and below" => ["gpu"]`.
#[derive(Clone, Copy, Debug)]
pub struct DeviceDeclaration {
    /// `true` for `with_supported_devices`, `false` for `with_unsupported_devices`.
    pub supported: bool,
    /// A frontend framework whose version the keys refer to.
    pub framework: Option<Framework>,
    /// Version specs and the device kinds each covers.
    pub entries: &'static [(VersionSpec, &'static [DeviceKind])],
    /// Why it lists what it lists, where written.
    pub note: DeclarationNote,
}

/// A version-keyed declaration of dtypes per device:
/// `"2.0 and below" => {"cpu": ["float16"], "gpu": ["bfloat16"]}`.
#[derive(Clone, Copy, Debug)]
pub struct DeviceDtypeDeclaration {
    /// `true` for `with_supported_device_and_dtypes`, `false` for the unsupported form.
    pub supported: bool,
    /// A frontend framework whose version the keys refer to.
    pub framework: Option<Framework>,
    /// Version specs, and for each the device kinds with their dtypes.
    #[allow(clippy::type_complexity)]
    pub entries: &'static [(VersionSpec, &'static [(DeviceKind, DtypeSet)])],
    /// Why it lists what it lists, where written.
    pub note: DeclarationNote,
}

/// Every declaration that can sit on a function or a kernel.
#[derive(Clone, Copy, Debug, Default)]
pub struct Declarations {
    /// `with_(un)supported_dtypes`.
    pub dtypes: Option<DtypeDeclaration>,
    /// `with_(un)supported_devices`.
    pub devices: Option<DeviceDeclaration>,
    /// `with_(un)supported_device_and_dtypes`.
    pub device_dtypes: Option<DeviceDtypeDeclaration>,
    /// A kernel's `takes = <dtypes>`: the dtypes its code takes, at every version.
    pub takes: Option<DtypeSet>,
}

impl DtypeDeclaration {
    /// What the declaration does to `dtypes` at `version` (at its framework's version for a
    /// framework form), usable in `const` code: the entry whose key matches (an exact key
    /// first), else `dtypes` unchanged. (Registration also takes the latest key below an
    /// uncovered version; compile-time checks use this on a backend's own version, which its
    /// declarations cover.)
    pub const fn narrow(&self, dtypes: DtypeSet, version: &Version) -> DtypeSet {
        let version = match self.framework {
            Some(f) => f.version,
            None => *version,
        };
        let mut found = None;
        let mut i = 0;
        while i < self.entries.len() {
            let (spec, set) = &self.entries[i];
            if spec.matches(&version) && (found.is_none() || spec.is_exact()) {
                found = Some(*set);
            }
            i += 1;
        }
        match (found, self.supported) {
            (Some(set), true) => dtypes.intersection(set),
            (Some(set), false) => dtypes.difference(set),
            (None, _) => dtypes,
        }
    }
}

impl Declarations {
    /// No declaration.
    pub const NONE: Declarations = Declarations {
        dtypes: None,
        devices: None,
        device_dtypes: None,
        takes: None,
    };
}
