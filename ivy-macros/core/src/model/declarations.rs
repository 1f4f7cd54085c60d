//! Checked version-keyed declarations, ready for codegen.

use proc_macro2::Span;

use crate::grammar::Dtype;
use crate::parse::{DeclFamily, DeclName};

/// The checked value of one version key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclValue {
    /// Dtype or device words.
    Words(Vec<String>),
    /// Per device, dtype words.
    PerDevice(Vec<(String, Vec<String>)>),
}

/// One checked declaration attribute.
#[derive(Clone, Debug)]
pub struct DeclModel {
    /// Which attribute.
    pub name: DeclName,
    /// The frontend framework whose versions the keys are.
    pub framework: Option<String>,
    /// The version keys as written, and their values.
    pub entries: Vec<(String, DeclValue)>,
    /// `reason = ".."`: why it lists what it lists.
    pub reason: Option<String>,
    /// `upstream = "https://.."`: the framework's issue about it.
    pub upstream: Option<String>,
    /// Dtypes named explicitly (not through a class word) as unsupported, with the span of
    /// the word: a kernel checks at compile time that its backend can hold each of them.
    pub explicit_unsupported: Vec<(Dtype, Span)>,
    /// Where the attribute is written.
    pub span: Span,
}

/// At most one declaration of each family.
#[derive(Clone, Debug, Default)]
pub struct Declarations {
    /// `with_(un)supported_dtypes`.
    pub dtypes: Option<DeclModel>,
    /// `with_(un)supported_devices`.
    pub devices: Option<DeclModel>,
    /// `with_(un)supported_device_and_dtypes`.
    pub device_dtypes: Option<DeclModel>,
}

impl Declarations {
    /// The slot of a family.
    pub fn slot_mut(&mut self, family: DeclFamily) -> &mut Option<DeclModel> {
        match family {
            DeclFamily::Dtypes => &mut self.dtypes,
            DeclFamily::Devices => &mut self.devices,
            DeclFamily::DeviceDtypes => &mut self.device_dtypes,
        }
    }

    /// The declaration of a family.
    pub fn get(&self, family: DeclFamily) -> Option<&DeclModel> {
        match family {
            DeclFamily::Dtypes => self.dtypes.as_ref(),
            DeclFamily::Devices => self.devices.as_ref(),
            DeclFamily::DeviceDtypes => self.device_dtypes.as_ref(),
        }
    }

    /// Every declaration present.
    pub fn iter(&self) -> impl Iterator<Item = &DeclModel> {
        [&self.dtypes, &self.devices, &self.device_dtypes]
            .into_iter()
            .flatten()
    }
}
