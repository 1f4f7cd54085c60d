use super::*;
use ivy_grammar::{Device, DeviceKind, Dtype, DtypeSet, Version, VersionSpec};

fn version(s: &str) -> Version {
    s.parse().unwrap()
}

fn spec(s: &str) -> VersionSpec {
    s.parse().unwrap()
}

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Vec::leak(v)
}

#[test]
fn a_framework_form_resolves_against_that_frameworks_version() {
    // torch is taken at 2.2: "2.2 and above" applies, whatever the backend's version.
    let d = Declarations {
        dtypes: Some(DtypeDeclaration {
            supported: false,
            framework: Some(Framework {
                name: "torch",
                version: version("2.2"),
            }),
            entries: leak(vec![
                (spec("2.1 and below"), DtypeSet::of(&[Dtype::Float16])),
                (spec("2.2 and above"), DtypeSet::of(&[Dtype::Bfloat16])),
            ]),
            note: DeclarationNote::NONE,
        }),
        ..Declarations::NONE
    };
    let s = Support::all(DtypeSet::VALID).apply(&d, &version("0.1"));
    assert_eq!(
        s.dtypes_on(Device::Cpu),
        DtypeSet::VALID.without(Dtype::Bfloat16)
    );
}

#[test]
fn device_declarations_narrow_per_device_kind() {
    let d = Declarations {
        devices: Some(DeviceDeclaration {
            supported: false,
            framework: None,
            entries: leak(vec![(spec("1.0 and above"), &[DeviceKind::Gpu][..])]),
            note: DeclarationNote::NONE,
        }),
        device_dtypes: Some(DeviceDtypeDeclaration {
            supported: false,
            framework: None,
            entries: leak(vec![(
                spec("1.0 and above"),
                leak(vec![(DeviceKind::Cpu, DtypeSet::of(&[Dtype::Float16]))]),
            )]),
            note: DeclarationNote::NONE,
        }),
        ..Declarations::NONE
    };
    let s = Support::all(DtypeSet::VALID).apply(&d, &version("1.5"));
    assert_eq!(
        s.dtypes_on(Device::Cpu),
        DtypeSet::VALID.without(Dtype::Float16)
    );
    assert_eq!(
        s.dtypes_on(Device::Gpu(0)),
        DtypeSet::EMPTY,
        "gpu is unsupported"
    );
    assert_eq!(s.dtypes_on(Device::Tpu(0)), DtypeSet::VALID);
}

#[test]
fn a_version_below_every_key_takes_the_oldest() {
    let d = Declarations {
        dtypes: Some(DtypeDeclaration {
            supported: true,
            framework: None,
            entries: leak(vec![
                (spec("1.0 to 1.9"), DtypeSet::FLOAT),
                (spec("2.0 and above"), DtypeSet::NUMERIC),
            ]),
            note: DeclarationNote::NONE,
        }),
        ..Declarations::NONE
    };
    let s = Support::all(DtypeSet::VALID).apply(&d, &version("0.5"));
    assert_eq!(s.dtypes_on(Device::Cpu), DtypeSet::FLOAT);
}
