//! How a declared function stands with one dtype on one backend, and why: the verdict a call
//! reaches (read from the same support sets and casting modes dispatch uses, never recomputed
//! here), and the declarations and version keys behind it, step by step. What `ivy support`
//! and `ivy explain` print.

use std::fmt;

use ivy_grammar::{Device, DeviceKind, Dtype, DtypeSet, Version, VersionSpec, resolve_index};

use crate::casting::CastingMode;
use crate::defaults::default_float_dtype;
use crate::registry::{
    BackendId, DeclarationNote, Declarations, DtypeDeclaration, Framework, FunctionDecl,
    FunctionKind,
};

/// What happens to an input of one dtype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The function computes in the dtype itself.
    Native,
    /// The function computes in `to`, the default float dtype: it promotes integer and `bool`
    /// inputs first (Ivy's superset behaviour, `#[integer_arrays_to_float]`).
    Superset {
        /// The dtype computed in.
        to: Dtype,
    },
    /// Unsupported, but each of these casting modes would cast the input to a supported dtype
    /// (the mode, and the dtype it computes in).
    UnderCastingModes(Vec<(CastingMode, Dtype)>),
    /// Unsupported, and no casting mode helps.
    Unsupported,
    /// The backend cannot hold the dtype at all (one of its invalid dtypes).
    Invalid,
}

impl Verdict {
    /// A one-word name: `native`, `superset`, `casting`, `unsupported`, `invalid`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Native => "native",
            Verdict::Superset { .. } => "superset",
            Verdict::UnderCastingModes(_) => "casting",
            Verdict::Unsupported => "unsupported",
            Verdict::Invalid => "invalid",
        }
    }

    /// Whether a call with the casting mode off succeeds.
    pub fn is_supported(&self) -> bool {
        matches!(self, Verdict::Native | Verdict::Superset { .. })
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Native => f.write_str("supported"),
            Verdict::Superset { to } => write!(f, "supported, computed as {to}"),
            Verdict::UnderCastingModes(modes) => {
                f.write_str("only under a casting mode: ")?;
                for (i, (mode, to)) in modes.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{mode} (as {to})")?;
                }
                Ok(())
            }
            Verdict::Unsupported => f.write_str("unsupported"),
            Verdict::Invalid => f.write_str("invalid on the backend"),
        }
    }
}

/// The decision for one (function, backend, dtype) cell, on one device kind (the CPU unless
/// asked: [`FunctionDecl::decision_on`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The function.
    pub function: &'static str,
    /// The backend's name.
    pub backend: &'static str,
    /// The version the backend's declarations were resolved against.
    pub version: Version,
    /// The input dtype.
    pub dtype: Dtype,
    /// The device kind.
    pub device: DeviceKind,
    /// What a call does with it.
    pub verdict: Verdict,
    /// The declaration (and version key) that decided it, in one line.
    pub decided_by: String,
    /// What the declaration that decided it says of itself (`reason = ".."`, `upstream =
    /// ".."`), where it says anything.
    pub note: Option<DeclarationNote>,
    /// Every step of the decision, in order, one line each.
    pub steps: Vec<String>,
}

impl FunctionDecl {
    /// How the function stands with an input of `dtype` on `backend` (on the CPU), and why.
    ///
    /// ```
    /// use ivy::{Dtype, Verdict};
    ///
    /// let ndarray = ivy::init()?;
    /// let d = ivy::tan::DECL.decision(ndarray, Dtype::Int8);
    /// assert_eq!(d.verdict, Verdict::Superset { to: Dtype::Float32 });
    /// assert_eq!(ivy::tan::DECL.decision(ndarray, Dtype::Float16).verdict, Verdict::Native);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn decision(&'static self, backend: BackendId, dtype: Dtype) -> Decision {
        self.decision_on(backend, dtype, DeviceKind::Cpu)
    }

    /// How the function stands with an input of `dtype` on `backend`, on devices of `device`
    /// (device declarations and device-and-dtype declarations decide per kind), and why.
    ///
    /// ```
    /// use ivy::{DeviceKind, Dtype, Verdict};
    ///
    /// let ndarray = ivy::init()?;
    /// let d = ivy::tan::DECL.decision_on(ndarray, Dtype::Float32, DeviceKind::Gpu);
    /// assert_eq!(d.verdict, Verdict::Unsupported);
    /// assert_eq!(d.decided_by, "ndarray 0.17.2 runs on cpu only");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn decision_on(
        &'static self,
        backend: BackendId,
        dtype: Dtype,
        device: DeviceKind,
    ) -> Decision {
        let version = *backend.version();
        let mut trace = Trace {
            backend,
            version,
            dtype,
            device,
            steps: Vec::new(),
            notes: Vec::new(),
        };
        // A frontend's function is decided under the settings its calls run under.
        let _scope = self.frontend.map(crate::frontend_scope);
        if let Some(frontend) = self.frontend {
            let s = crate::frontend_settings(frontend);
            let [float, int, ..] = s.defaults;
            trace.steps.push(format!(
                "{} is a function of the {frontend} frontend: it runs under the {} rule set with \
                 {float} and {int} as the default float and int dtypes; what it calls checks \
                 the dtypes it receives after promotion",
                self.name, s.rules
            ));
        }
        let valid = backend.valid_dtypes();
        let kinds = backend.device_kinds();
        let (verdict, decided_by) = if !valid.contains(dtype) {
            let line = format!("{} {version} holds only {valid}", backend.name());
            trace.steps.push(line.clone());
            (Verdict::Invalid, line)
        } else if !kinds.contains(&device) {
            let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
            let line = format!(
                "{} {version} runs on {} only",
                backend.name(),
                names.join(", ")
            );
            trace.steps.push(line.clone());
            (Verdict::Unsupported, line)
        } else {
            let supported = self.support(backend).dtypes_on(Device::from(device));
            let promoted = self.promoted_dtypes_on(backend, device);
            let native = supported - promoted;
            let why_not = trace.function(self);
            if native.contains(dtype) {
                let by = format!("{} on {} {version}", trace.path(self), backend.name());
                (Verdict::Native, by)
            } else if promoted.contains(dtype) {
                let to = default_float_dtype();
                let line = format!(
                    "{} is integer_arrays_to_float: integer and bool inputs are computed as \
                     {to} (the default float dtype), which it supports",
                    self.name
                );
                trace.steps.push(line.clone());
                (Verdict::Superset { to }, line)
            } else {
                let by = why_not.unwrap_or_else(|| format!("{} leaves it out", self.name));
                let modes: Vec<(CastingMode, Dtype)> = CastingMode::ALL
                    .into_iter()
                    .filter_map(|m| m.target(dtype, supported).map(|to| (m, to)))
                    .collect();
                trace.steps.push(format!("supported: {supported}"));
                for mode in CastingMode::ALL.into_iter().skip(1) {
                    trace.steps.push(match mode.target(dtype, supported) {
                        Some(to) => format!("under casting mode {mode}: computed as {to}"),
                        None => format!("under casting mode {mode}: no supported dtype to cast to"),
                    });
                }
                if modes.is_empty() {
                    (Verdict::Unsupported, by)
                } else {
                    (Verdict::UnderCastingModes(modes), by)
                }
            }
        };
        let note = trace
            .notes
            .iter()
            .find(|(line, _)| *line == decided_by)
            .map(|(_, note)| *note);
        Decision {
            function: self.name,
            backend: backend.name(),
            version,
            dtype,
            device,
            verdict,
            decided_by,
            note,
            steps: trace.steps,
        }
    }
}

/// Collects the steps of one decision.
struct Trace {
    backend: BackendId,
    version: Version,
    dtype: Dtype,
    device: DeviceKind,
    steps: Vec<String>,
    /// The lines that leave the dtype out by a declaration with a note, and the note.
    notes: Vec<(String, DeclarationNote)>,
}

impl Trace {
    /// What runs `function` on the backend, in words.
    fn path(&self, function: &FunctionDecl) -> String {
        match (function.kind, self.backend.kernel(function)) {
            (FunctionKind::Standalone, _) => format!("{} (standalone)", function.name),
            (FunctionKind::Primary | FunctionKind::Mixed, Some(k)) => {
                format!("kernel `{}` of {}", k.name, function.name)
            }
            _ => format!("the composition of {}", callee_names(function)),
        }
    }

    /// Walks the declarations deciding whether `function` takes the dtype natively (before
    /// superset promotion), noting each step; the first one that leaves the dtype out, if any.
    fn function(&mut self, function: &FunctionDecl) -> Option<String> {
        let backend = self.backend;
        let kernel = backend.kernel(function);
        match (function.kind, kernel) {
            (FunctionKind::Standalone, _) => {
                self.steps.push(format!(
                    "{} is standalone: it takes whatever the backend holds",
                    function.name
                ));
                None
            }
            (FunctionKind::Primary | FunctionKind::Mixed, Some(k)) => {
                let partial = function.kernel_support(backend).is_some_and(|s| s.partial);
                self.steps.push(format!(
                    "{} is {}: kernel `{}` on {}{}",
                    function.name,
                    function.kind,
                    k.name,
                    backend.name(),
                    if partial {
                        " (a handler chooses per call between it and the composition: both must \
                         support the dtype)"
                    } else {
                        ""
                    }
                ));
                let label = format!("the declaration of {}", function.name);
                let first = self.declarations(&label, &function.declarations);
                let label = format!("kernel `{}`", k.name);
                let second = self.declarations(&label, &k.declarations);
                let third = if partial {
                    self.composition(function)
                } else {
                    None
                };
                first.or(second).or(third)
            }
            (FunctionKind::Primary, None) => {
                let line = match backend.absent_reason(function) {
                    Some(reason) => format!(
                        "{} has no kernel on {} (declared absent: {reason})",
                        function.name,
                        backend.name()
                    ),
                    None => format!("{} has no kernel on {}", function.name, backend.name()),
                };
                self.steps.push(line.clone());
                Some(line)
            }
            _ => {
                self.steps.push(format!(
                    "{} is {} without a kernel on {}: the composition of {} runs",
                    function.name,
                    function.kind,
                    backend.name(),
                    callee_names(function)
                ));
                self.composition(function)
            }
        }
    }

    /// The steps of a compositional body: every callee must take the dtype (natively or by
    /// its own promotion to the default float), and the function's own declarations (all, and
    /// those for this backend) narrow the rest.
    fn composition(&mut self, function: &FunctionDecl) -> Option<String> {
        let mut first = None;
        for callee in function.callees {
            let on = Device::from(self.device);
            if !callee
                .support(self.backend)
                .dtypes_on(on)
                .contains(self.dtype)
            {
                let line = format!(
                    "{} calls {}, which does not take it (see `ivy explain {} {}`)",
                    function.name, callee.name, callee.name, self.dtype
                );
                self.steps.push(line.clone());
                first = first.or(Some(line));
            }
        }
        if first.is_none() && !function.callees.is_empty() {
            self.steps.push(format!(
                "every function {} calls ({}) takes it",
                function.name,
                callee_names(function),
            ));
        }
        let label = format!("the declaration of {}", function.name);
        let own = self.declarations(&label, &function.declarations);
        let mut for_backend = None;
        for (name, decl) in function.backend_declarations {
            if *name == self.backend.name() {
                let label = format!("the declaration of {} for {name}", function.name);
                for_backend = for_backend.or(self.declarations(&label, decl));
            }
        }
        first.or(own).or(for_backend)
    }

    /// The steps of one set of declarations on the device kind; the first that leaves the
    /// dtype out.
    fn declarations(&mut self, label: &str, d: &Declarations) -> Option<String> {
        let mut first = None;
        if let Some(set) = d.takes {
            let line = if set.contains(self.dtype) {
                format!("{label}: its code takes {set}, which lists it: kept")
            } else {
                format!("{label}: its code takes {set}, which does not list it")
            };
            self.steps.push(line.clone());
            first = (!set.contains(self.dtype)).then_some(line);
        }
        if let Some(decl) = &d.dtypes {
            let set = self
                .resolved(decl.framework, decl.entries)
                .map(|(k, s)| (k, *s));
            // The first step that leaves the dtype out decides: a listing that keeps it does
            // not undo a `takes` that left it out.
            first = first.or(self.listing(
                label,
                dtypes_attribute(decl),
                decl.supported,
                set,
                decl.note,
            ));
        }
        if let Some(decl) = &d.device_dtypes {
            let attribute = if decl.supported {
                "with_supported_device_and_dtypes"
            } else {
                "with_unsupported_device_and_dtypes"
            };
            let set = self
                .resolved(decl.framework, decl.entries)
                .map(|(key, per)| {
                    let on = per.iter().find(|(k, _)| *k == self.device);
                    // A device missing from a "supported" list supports nothing.
                    (key, on.map_or(DtypeSet::EMPTY, |(_, s)| *s))
                });
            first = first.or(self.listing(label, attribute, decl.supported, set, decl.note));
        }
        if let Some(decl) = &d.devices
            && let Some((key, kinds)) = self.resolved(decl.framework, decl.entries)
            && kinds.contains(&self.device) != decl.supported
        {
            let kind = self.device.name().to_uppercase();
            let line = format!("{label}: the {kind} is unsupported at {key}");
            self.steps.push(line.clone());
            self.noted(&line, decl.note);
            first = first.or(Some(line));
        }
        first
    }

    /// Notes what a dtype listing at its matched key does to the dtype; the line if it leaves
    /// the dtype out (with the declaration's note).
    fn listing(
        &mut self,
        label: &str,
        attribute: &str,
        supported: bool,
        matched: Option<(String, DtypeSet)>,
        note: DeclarationNote,
    ) -> Option<String> {
        let (key, set) = matched?;
        let listed = set.contains(self.dtype);
        // "it": the cell's dtype, named where the line is shown.
        let line = match (listed, supported) {
            (true, true) => format!("{label}: {attribute} {key} lists it: kept"),
            (false, false) => format!("{label}: {attribute} {key} does not list it: kept"),
            (false, true) => format!("{label}: {attribute} {key} does not list it"),
            (true, false) => format!("{label}: {attribute} {key} lists it"),
        };
        let leaves_out = listed != supported;
        self.steps.push(line.clone());
        if leaves_out {
            self.noted(&line, note);
        }
        leaves_out.then_some(line)
    }

    /// After a step leaving the dtype out, the note of the declaration behind it, as a step
    /// of its own, recorded for [`Decision::note`].
    fn noted(&mut self, line: &str, note: DeclarationNote) {
        if !note.is_empty() {
            self.steps.push(format!("why: {note}"));
            self.notes.push((line.to_owned(), note));
        }
    }

    /// The entry of a version-keyed declaration that applies, with its key described: which
    /// key matched which version, and why.
    fn resolved<'e, T>(
        &self,
        framework: Option<Framework>,
        entries: &'e [(VersionSpec, T)],
    ) -> Option<(String, &'e T)> {
        let (at, whose) = match framework {
            Some(f) => (f.version, f.name),
            None => (self.version, self.backend.name()),
        };
        let specs: Vec<VersionSpec> = entries.iter().map(|(s, _)| *s).collect();
        let (spec, value) = &entries[resolve_index(&specs, &at)?];
        let why = if spec.matches(&at) {
            if spec.is_exact() { "is" } else { "contains" }
        } else {
            "is the nearest key below (no key covers)"
        };
        Some((format!("key \"{spec}\" ({why} {whose} {at})"), value))
    }
}

fn dtypes_attribute(decl: &DtypeDeclaration) -> &'static str {
    if decl.supported {
        "with_supported_dtypes"
    } else {
        "with_unsupported_dtypes"
    }
}

fn callee_names(function: &FunctionDecl) -> String {
    if function.callees.is_empty() {
        return "no other function".to_owned();
    }
    let names: Vec<&str> = function.callees.iter().map(|c| c.name).collect();
    names.join(", ")
}
