"""ivy_rs's Fourier transforms against numpy.fft itself, in the same process.

The same drawn arrays (float32, float64, complex64, complex128; finite values) go through
both libraries with the same ``n``/``s``, axes and ``norm``: the result's dtype must be
NumPy's, its shape NumPy's, and its values NumPy's within a tolerance of the input's
precision scaled by the size of the sums (ivy computes every transform in complex128 and
rounds once; NumPy computes float32 input in single precision). Where NumPy raises, ivy must
raise too. The Array API namespace's ``fft`` extension is checked for the standard's
signatures and dtypes.
"""

import inspect

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_rs
import ivy_rs.array_api as xp

NORMS = ["backward", "ortho", "forward"]
REAL = [np.float32, np.float64]
COMPLEX = [np.complex64, np.complex128]


def arrays(dtypes, min_dims=1, max_dims=3):
    """Finite arrays of `dtypes`, at least one element along every axis."""
    return st.sampled_from(dtypes).flatmap(
        lambda dt: hnp.arrays(
            dt,
            hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=1, max_side=6),
            elements=hnp.from_dtype(
                np.dtype(dt), allow_nan=False, allow_infinity=False, min_value=-100,
                max_value=100
            ) if np.dtype(dt).kind == "f" else hnp.from_dtype(
                np.dtype(dt), allow_nan=False, allow_infinity=False, max_magnitude=100
            ),
        )
    )


def assert_matches(ours, theirs, x):
    """`ours` (an ivy_rs array) is NumPy's result `theirs` for the input `x`."""
    got = np.asarray(ours)
    assert got.dtype == theirs.dtype, (got.dtype, theirs.dtype)
    assert got.shape == theirs.shape, (got.shape, theirs.shape)
    single = theirs.dtype in (np.float32, np.complex64)
    eps = 1e-5 if single else 1e-12
    # The error of a transform grows with the sum of the magnitudes it adds up.
    scale = max(1.0, float(np.abs(x.astype(np.complex128)).sum()))
    np.testing.assert_allclose(got, theirs, rtol=eps, atol=eps * scale)


def same_error(run, reference):
    """Where NumPy raises, ivy raises too; else the results match."""
    try:
        expected = reference()
    except (ValueError, TypeError, IndexError):
        with pytest.raises((ValueError, TypeError, IndexError)):
            run()
        return None
    return expected


@given(
    x=arrays(REAL + COMPLEX),
    name=st.sampled_from(["fft", "ifft", "irfft", "hfft"]),
    n=st.none() | st.integers(1, 9),
    axis=st.integers(-1, 2),
    norm=st.sampled_from(NORMS),
)
def test_one_dimensional_transforms_of_any_input(x, name, n, axis, norm):
    if axis >= x.ndim:
        axis = -1
    theirs = same_error(
        lambda: getattr(ivy_rs, name)(ivy_rs.asarray(x), n, axis, norm),
        lambda: getattr(np.fft, name)(x, n, axis, norm),
    )
    if theirs is not None:
        assert_matches(getattr(ivy_rs, name)(ivy_rs.asarray(x), n, axis, norm), theirs, x)


@given(
    x=arrays(REAL),
    name=st.sampled_from(["rfft", "ihfft"]),
    n=st.none() | st.integers(1, 9),
    axis=st.integers(-1, 2),
    norm=st.sampled_from(NORMS),
)
def test_transforms_of_real_input(x, name, n, axis, norm):
    if axis >= x.ndim:
        axis = -1
    theirs = getattr(np.fft, name)(x, n, axis, norm)
    assert_matches(getattr(ivy_rs, name)(ivy_rs.asarray(x), n, axis, norm), theirs, x)


@given(
    x=arrays(REAL + COMPLEX, max_dims=3),
    name=st.sampled_from(["fftn", "ifftn", "rfftn", "irfftn"]),
    data=st.data(),
    norm=st.sampled_from(NORMS),
)
def test_n_dimensional_transforms(x, name, data, norm):
    if name == "rfftn" and x.dtype.kind == "c":
        x = x.real.copy()
    axes = data.draw(
        st.none() | st.lists(st.integers(0, x.ndim - 1), min_size=1, unique=True), label="axes"
    )
    chosen = range(x.ndim) if axes is None else axes
    s = data.draw(
        st.none() | st.tuples(*[st.integers(1, 7) for _ in chosen]), label="s"
    )
    if axes is None and s is not None:
        axes = list(range(x.ndim))
    theirs = same_error(
        lambda: getattr(ivy_rs, name)(ivy_rs.asarray(x), s, axes, norm),
        lambda: getattr(np.fft, name)(x, s, axes, norm),
    )
    if theirs is not None:
        assert_matches(getattr(ivy_rs, name)(ivy_rs.asarray(x), s, axes, norm), theirs, x)


def test_two_dimensional_transforms():
    x = np.arange(12.0).reshape(3, 4) - 5.5
    assert_matches(ivy_rs.fft2(ivy_rs.asarray(x)), np.fft.fft2(x), x)
    assert_matches(ivy_rs.ifft2(ivy_rs.asarray(x), (2, 5)), np.fft.ifft2(x, (2, 5)), x)


@pytest.mark.parametrize("n", [1, 2, 5, 6, 17])
@pytest.mark.parametrize("d", [1.0, 0.1, 3.0])
def test_sample_frequencies(n, d):
    f = ivy_rs.fftfreq(n, d, dtype=ivy_rs.float64)
    np.testing.assert_allclose(np.asarray(f), np.fft.fftfreq(n, d), rtol=1e-15)
    r = ivy_rs.rfftfreq(n, d, dtype=ivy_rs.float64)
    np.testing.assert_allclose(np.asarray(r), np.fft.rfftfreq(n, d), rtol=1e-15)
    # ivy's default float dtype, float32, unless asked; the standard's, float64.
    assert ivy_rs.fftfreq(n, d).dtype == ivy_rs.float32
    assert xp.fft.fftfreq(n, d=d).dtype == xp.float64


@given(x=arrays(REAL + COMPLEX), data=st.data())
def test_shifts(x, data):
    axes = data.draw(
        st.none() | st.lists(st.integers(0, x.ndim - 1), min_size=1, unique=True), label="axes"
    )
    for name in ("fftshift", "ifftshift"):
        ours = np.asarray(getattr(ivy_rs, name)(ivy_rs.asarray(x), axes))
        np.testing.assert_array_equal(ours, getattr(np.fft, name)(x, axes))


def test_errors():
    x = ivy_rs.asarray([1.0, 2.0, 3.0])
    with pytest.raises(ValueError):
        ivy_rs.fft(x, 0)
    with pytest.raises(ValueError):
        ivy_rs.fft(ivy_rs.asarray([], dtype=ivy_rs.float32))
    with pytest.raises(ValueError):
        ivy_rs.irfft(ivy_rs.asarray([1.0]))
    with pytest.raises(ValueError, match="`backward` `ortho` `forward`"):
        ivy_rs.fft(x, norm="unitary")
    with pytest.raises(IndexError):
        ivy_rs.fft(ivy_rs.asarray(1.0))
    with pytest.raises(TypeError):
        ivy_rs.rfft(ivy_rs.asarray([1 + 1j, 2]))


def test_array_api_extension():
    # The standard's signatures: the array (or n) positional only, the rest by keyword only.
    for name in xp.fft.__all__:
        params = list(inspect.signature(getattr(xp.fft, name)).parameters.values())
        assert params[0].kind is inspect.Parameter.POSITIONAL_ONLY, name
        assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[1:]), name
    x = xp.asarray([1.0, 2.0, 3.0, 4.0], dtype=xp.float32)
    assert xp.fft.fft(x).dtype == xp.complex64
    assert xp.fft.irfft(xp.fft.rfft(x), n=4).dtype == xp.float32
    np.testing.assert_allclose(
        np.asarray(xp.fft.irfft(xp.fft.rfft(x), n=4)), [1.0, 2.0, 3.0, 4.0], rtol=1e-6
    )
    c = xp.asarray([1 + 2j, 3 - 1j], dtype=xp.complex64)
    assert xp.fft.ifftn(c, axes=[0], norm="ortho").dtype == xp.complex64
    assert xp.fft.fftshift(xp.asarray([0, 1, 2, 3])).shape == (4,)
    assert xp.fft.rfftfreq(5).dtype == xp.float64
    assert xp.fft.fftfreq(4, dtype=xp.float32).dtype == xp.float32
