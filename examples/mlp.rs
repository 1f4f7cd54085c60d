//! A two-layer perceptron on a batch of four: the forward pass, the softmax cross-entropy, one
//! gradient step written by hand, and the loss again; written as array code (operators,
//! methods, optional arguments left out or named, `take_along_axis` to pick each row's label).
//! It runs on ndarray and, with the `candle` feature, on candle too, printing both losses on
//! each: `cargo run --example mlp --features candle`. NumPy gives 1.13188303 and 0.919482231
//! for the same program (`tests/data/mlp_reference.py`); `tests/api/mlp.rs` checks both
//! backends against those numbers.

use ivy::{Array, BackendId, Dtype, Result};

/// The weights and biases.
pub struct Params {
    w1: Array,
    b1: Array,
    w2: Array,
    b2: Array,
}

/// What the forward pass keeps for the backward one, and the loss.
struct Forward {
    h: Array,
    z: Array,
    loss: Array,
}

/// `relu(x @ w1 + b1) @ w2 + b2`, and the mean cross-entropy of its softmax with `labels`.
fn forward(x: &Array, labels: &Array, p: &Params) -> Result<Forward> {
    let h = (&x.matmul(&p.w1)? + &p.b1)?.relu()?;
    let z = (&h.matmul(&p.w2)? + &p.b2)?;
    // Each row's log-probability of its label: `log_softmax(z)[i, labels[i]]`.
    let picked = z
        .log_softmax()?
        .take_along_axis(&labels.reshape(&[-1, 1])?, 1)?;
    let loss = (-picked.mean()?)?;
    Ok(Forward { h, z, loss })
}

/// One step of gradient descent with rate `lr`, the gradients derived by hand.
fn step(x: &Array, labels: &Array, p: &Params, f: &Forward, lr: f64) -> Result<Params> {
    let n = x.shape()[0] as f64;
    let classes = p.b2.shape()[0];
    let targets = ivy::one_hot::with(labels, classes)
        .dtype(Dtype::Float32)
        .call()?;
    // d loss / d z: (softmax(z) - one_hot(labels)) / n.
    let dz = ((&f.z.softmax()? - &targets)? / n)?;
    let dw2 = f.h.matrix_transpose()?.matmul(&dz)?;
    let db2 = ivy::sum::with(&dz).axis(0).call()?;
    // Through the relu: where it passed its input, `sign(h)` is 1 (a float mask: candle holds
    // no `bool`, so `pre > 0` has no kernel there).
    let dpre = (&dz.matmul(&p.w2.matrix_transpose()?)? * &f.h.sign()?)?;
    let dw1 = x.matrix_transpose()?.matmul(&dpre)?;
    let db1 = ivy::sum::with(&dpre).axis(0).call()?;
    let descend = |w: &Array, g: &Array| w - (g * lr)?;
    Ok(Params {
        w1: descend(&p.w1, &dw1)?,
        b1: descend(&p.b1, &db1)?,
        w2: descend(&p.w2, &dw2)?,
        b2: descend(&p.b2, &db2)?,
    })
}

/// The loss before and after one step, on `backend`.
pub fn losses(backend: BackendId) -> Result<(f32, f32)> {
    let on = |a: Result<Array>| a?.into_backend(backend);
    let x = on(ivy::array![
        [0.5f32, -1.0, 2.0],
        [1.5, 0.0, -0.5],
        [-1.0, 2.0, 1.0],
        [0.0, 1.0, -2.0]
    ])?;
    let labels = on(ivy::array![2i64, 0, 1, 2])?;
    let params = Params {
        w1: on(ivy::array![
            [0.2f32, -0.1, 0.4, 0.0, -0.3],
            [0.1, 0.3, -0.2, 0.5, 0.2],
            [-0.4, 0.2, 0.1, -0.1, 0.3]
        ])?,
        b1: on(ivy::array![0.1f32, 0.0, -0.1, 0.2, 0.0])?,
        w2: on(ivy::array![
            [0.3f32, -0.2, 0.1],
            [0.0, 0.4, -0.3],
            [-0.1, 0.2, 0.5],
            [0.2, -0.4, 0.1],
            [0.5, 0.1, -0.2]
        ])?,
        b2: on(ivy::array![0.0f32, 0.1, -0.1])?,
    };
    let before = forward(&x, &labels, &params)?;
    let stepped = step(&x, &labels, &params, &before, 0.5)?;
    let after = forward(&x, &labels, &stepped)?;
    Ok((f32::try_from(&before.loss)?, f32::try_from(&after.loss)?))
}

/// Prints the losses on each backend built in.
pub fn main() -> Result<()> {
    let (before, after) = losses(ivy::init()?)?;
    println!("ndarray: loss {before:.7} before the step, {after:.7} after");
    #[cfg(feature = "candle")]
    {
        let (before, after) = losses(ivy::candle::register()?)?;
        println!("candle:  loss {before:.7} before the step, {after:.7} after");
    }
    Ok(())
}
