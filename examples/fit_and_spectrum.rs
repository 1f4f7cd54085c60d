//! A least-squares fit through a QR decomposition, and the spectrum of a signal through a real
//! FFT: `cargo run --example fit_and_spectrum --features candle` runs both on ndarray and on
//! candle. The fit is `y = a + b t + c t^2` over eight noisy samples: `X = QR`, then `R
//! [a, b, c] = Q^T y` by `solve_triangular`; NumPy's `lstsq` gives a = 1.07083333, b =
//! 0.44345238, c = 0.06369048 for the same data (`tests/api/library_additions.rs` checks both
//! backends against them). The spectrum is of `sin(2 pi 5 t) + 0.5
//! sin(2 pi 12 t)` sampled 64 times in one second: its two largest magnitudes (`top_k`) are at
//! 5 and 12 Hz (`rfftfreq`). Candle holds no complex numbers, so there the signal is made on
//! candle and moved to ndarray for its transform.

use ivy::{Array, BackendId, Result};

/// The least-squares coefficients `[a, b, c]` of `y = a + b t + c t^2`, on `backend`.
pub fn fit(backend: BackendId) -> Result<Vec<f64>> {
    let on = |a: Result<Array>| a?.into_backend(backend);
    let t = on(ivy::array![0.0f64, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0])?;
    let y = on(ivy::array![1.1f64, 1.5, 2.3, 2.9, 3.9, 4.9, 6.0, 7.3])?;
    // The design matrix: one column per power of t.
    let ones = ivy::ones_like(&t)?;
    let x = ivy::stack::with(&[ones, t.clone(), (&t * &t)?])
        .axis(1)
        .call()?;
    let (q, r) = ivy::qr(&x)?;
    let qty = q.matrix_transpose()?.matmul(&y)?;
    let coefficients = ivy::solve_triangular(&r, &qty)?;
    ivy::astype(&coefficients, ivy::Dtype::Float64)?.to_vec::<f64>()
}

/// The two strongest frequencies (Hz) of the test signal, made on `backend`.
pub fn strongest_frequencies(backend: BackendId) -> Result<Vec<f64>> {
    let n = 64;
    let t = ivy::with_backend(backend, || {
        ivy::linspace::with(0.0, 1.0, n)
            .endpoint(false)
            .dtype(ivy::Dtype::Float32)
            .call()
    })?;
    let tau = 2.0 * std::f64::consts::PI;
    let signal = (&(&t * (tau * 5.0))?.sin()? + &((&t * (tau * 12.0))?.sin()? * 0.5)?)?;
    // The transform runs where complex numbers live.
    let signal = signal.into_backend(ivy::init()?)?;
    let magnitudes = ivy::rfft(&signal)?.abs()?;
    let (_, at) = ivy::top_k(&magnitudes, 2)?;
    let frequencies = ivy::rfftfreq::with(n).d(1.0 / n as f64).call()?;
    let picked = ivy::take(&frequencies, &at)?;
    picked
        .to_vec::<f32>()
        .map(|v| v.into_iter().map(f64::from).collect())
}

/// Prints the fit and the spectrum's peaks on each backend built in.
pub fn main() -> Result<()> {
    let mut backends = vec![("ndarray", ivy::init()?)];
    #[cfg(feature = "candle")]
    backends.push(("candle", ivy::candle::register()?));
    for (name, backend) in backends {
        let c = fit(backend)?;
        let peaks = strongest_frequencies(backend)?;
        println!(
            "{name}: y = {:.8} + {:.8} t + {:.8} t^2; strongest frequencies {:?} Hz",
            c[0], c[1], c[2], peaks
        );
    }
    Ok(())
}
