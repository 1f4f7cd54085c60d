//! The shape rules of `ivy::type_rules`, against shapes NumPy gives for the same calls
//! (NumPy 2.4.6, written here by hand).

use ivy::TensorType;
use ivy::functional::{Sections, TensordotAxes};
use ivy::type_rules::*;

fn t(s: &str) -> TensorType {
    s.parse().unwrap()
}

fn shape(r: ivy::Result<TensorType>) -> String {
    r.unwrap().to_string()
}

#[test]
fn rearranging_rules_match_numpy() {
    // np.moveaxis(np.zeros((2, 3, 4)), [0], [-1]).shape == (3, 4, 2)
    assert_eq!(
        shape(moved(&t("int8[2, 3, 4]"), &[0], &[-1])),
        "int8[3, 4, 2]"
    );
    // np.transpose(np.zeros((2, 3, 4)), (2, 0, 1)).shape == (4, 2, 3)
    assert_eq!(
        shape(permuted(&t("int8[2, 3, 4]"), &[2, 0, 1])),
        "int8[4, 2, 3]"
    );
    // np.expand_dims(np.zeros((2, 3)), (0, -1)).shape == (1, 2, 3, 1)
    assert_eq!(
        shape(expanded(&t("int8[2, 3]"), &[0, -1])),
        "int8[1, 2, 3, 1]"
    );
    // np.squeeze(np.zeros((1, 3, 1))).shape == (3,)
    assert_eq!(shape(squeezed(&t("int8[1, 3, 1]"), None)), "int8[3]");
    assert!(squeezed(&t("int8[2, 3]"), Some(&[0])).is_err());
    // np.tile(np.zeros((2, 3)), (2, 1, 2)).shape == (2, 2, 6)
    assert_eq!(shape(tiled(&t("int8[2, 3]"), &[2, 1, 2])), "int8[2, 2, 6]");
    // np.repeat(np.zeros((2, 3)), 2).shape == (12,); with axis=1 and [1, 2, 3]: (2, 6)
    assert_eq!(shape(repeated(&t("int8[2, 3]"), &[2], None)), "int8[12]");
    assert_eq!(
        shape(repeated(&t("int8[2, 3]"), &[1, 2, 3], Some(1))),
        "int8[2, 6]"
    );
    // np.pad(np.zeros((2, 3)), ((1, 2), (0, 1))).shape == (5, 4)
    assert_eq!(
        shape(padded(&t("int8[2, 3]"), &[(1, 2), (0, 1)])),
        "int8[5, 4]"
    );
    // np.stack([a, a], axis=1) for a of shape (2, 3): (2, 2, 3)
    assert_eq!(
        shape(stacked(&[t("int8[2, 3]"), t("int8[2, 3]")], 1)),
        "int8[2, 2, 3]"
    );
    // A flattened range with an unknown dimension has an unknown length.
    assert_eq!(shape(flattened(&t("int8[2, ?, 4]"), 0, 1)), "int8[?, 4]");
    assert_eq!(shape(flattened(&t("int8[2, 3, 4]"), 1, -1)), "int8[2, 12]");
}

#[test]
fn splitting_rules_match_numpy() {
    let parts = |r: ivy::Result<Vec<TensorType>>| -> Vec<String> {
        r.unwrap().iter().map(|t| t.to_string()).collect()
    };
    // np.split(np.zeros((6, 2)), 3) gives three (2, 2).
    assert_eq!(
        parts(split_into(
            &t("int8[6, 2]"),
            Some(Sections::Count(3)),
            0,
            false
        )),
        ["int8[2, 2]"; 3]
    );
    // Ivy's remainder: 7 by 3 gives 3, 3, 1.
    assert_eq!(
        parts(split_into(&t("int8[7]"), Some(Sections::Count(3)), 0, true)),
        ["int8[3]", "int8[3]", "int8[1]"]
    );
    assert!(split_into(&t("int8[7]"), Some(Sections::Count(3)), 0, false).is_err());
    assert_eq!(
        parts(split_into(
            &t("int8[?, 2]"),
            Some(Sections::Sizes(&[1, 4])),
            0,
            false
        )),
        ["int8[1, 2]", "int8[4, 2]"]
    );
}

#[test]
fn linear_algebra_rules_match_numpy() {
    // np.diagonal(np.zeros((3, 5)), offset=1).shape == (3,); offset=-2: (1,); offset=6: (0,)
    assert_eq!(
        shape(diagonal_of(&t("float32[3, 5]"), 1, 0, 1)),
        "float32[3]"
    );
    assert_eq!(
        shape(diagonal_of(&t("float32[3, 5]"), -2, 0, 1)),
        "float32[1]"
    );
    assert_eq!(
        shape(diagonal_of(&t("float32[3, 5]"), 6, 0, 1)),
        "float32[0]"
    );
    // np.tensordot(np.zeros((2, 3, 4)), np.zeros((3, 4, 5)), 2).shape == (2, 5)
    assert_eq!(
        shape(contraction(
            &t("float32[2, 3, 4]"),
            &t("float32[3, 4, 5]"),
            TensordotAxes::Count(2)
        )),
        "float32[2, 5]"
    );
    // np.einsum("ij,jk->ik") and the implicit output "ij,jk" (letters seen once, sorted).
    let (a, b) = (t("float64[2, 3]"), t("float64[3, ?]"));
    assert_eq!(shape(einsum_of("ij,jk->ik", &[&a, &b])), "float64[2, ?]");
    assert_eq!(shape(einsum_of("ij,jk", &[&a, &b])), "float64[2, ?]");
    assert_eq!(
        shape(einsum_of("ii->i", &[&t("float64[3, 3]")])),
        "float64[3]"
    );
    assert!(einsum_of("ij,jk->ik", &[&a, &t("float64[4, 2]")]).is_err());
    // np.linalg.solve of (4, 3, 3) with (3,) and with (2, 1, 3, 2) (batch broadcast).
    assert_eq!(
        shape(solution(&t("float32[4, 3, 3]"), &t("float32[3]"))),
        "float32[4, 3]"
    );
    assert_eq!(
        shape(solution(&t("float32[4, 3, 3]"), &t("float32[2, 1, 3, 2]"))),
        "float32[2, 4, 3, 2]"
    );
    assert!(determinant(&t("float32[2, 3]")).is_err());
}

#[test]
fn creation_rules_count_like_numpy() {
    use ivy::{Dtype, Scalar};
    // len(np.arange(0, 10, 3)) == 4; np.arange(0, 1, 0.3) has 4; a backwards range none.
    let count = |a: Scalar, b: Scalar, s: Scalar| ranged(a, b, s, Dtype::Float64).unwrap().shape;
    assert_eq!(
        count(Scalar::Int(0), Scalar::Int(10), Scalar::Int(3)),
        [Some(4)]
    );
    assert_eq!(
        count(Scalar::Int(0), Scalar::Float(1.0), Scalar::Float(0.3)),
        [Some(4)]
    );
    assert_eq!(
        count(Scalar::Int(5), Scalar::Int(0), Scalar::Int(1)),
        [Some(0)]
    );
    assert!(ranged(Scalar::Int(0), Scalar::Int(1), Scalar::Int(0), Dtype::Int32).is_err());
    // np.meshgrid(x, y) with len 3 and 2: two (2, 3); sparse: (1, 3) and (2, 1).
    let (x, y) = (t("int8[3]"), t("float32[2]"));
    let g: Vec<String> = grid(&[&x, &y], false, "xy")
        .unwrap()
        .iter()
        .map(|t| t.to_string())
        .collect();
    assert_eq!(g, ["int8[2, 3]", "float32[2, 3]"]);
    let g: Vec<String> = grid(&[&x, &y], true, "xy")
        .unwrap()
        .iter()
        .map(|t| t.to_string())
        .collect();
    assert_eq!(g, ["int8[1, 3]", "float32[2, 1]"]);
}
