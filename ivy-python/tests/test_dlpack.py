"""DLPack without copies, both ways, checked against NumPy in the same process: an exported
array is NumPy's view of ivy's memory (read-only, the same address on every export), and an
imported one reads NumPy's memory in place (NumPy's later writes show, ivy's own writes copy
first and never reach NumPy)."""

import gc

import numpy as np
import pytest

import ivy_rs as xp


def address(a):
    return a.__array_interface__["data"][0]


def test_export_shares_memory_and_is_read_only():
    x = xp.asarray(np.arange(4096, dtype=np.float32))
    a, b = np.from_dlpack(x), np.from_dlpack(x)
    # Two exports of one array: the same memory, not two copies.
    assert address(a) == address(b)
    assert not a.flags.writeable
    np.testing.assert_array_equal(a, np.arange(4096, dtype=np.float32))
    with pytest.raises(ValueError):
        a[0] = 1.0
    # ivy's in-place write copies first: the exported view keeps what it was given.
    x += 1
    assert a[0] == 0.0 and float(x[0]) == 1.0


def test_export_of_a_strided_view_keeps_its_strides():
    # 8 KiB: shared, so a basic slice of it is a view (a small array's slice is a copy).
    base = xp.asarray(np.arange(1024, dtype=np.int64).reshape(64, 16))
    v = base[::-1, ::2]
    a = np.from_dlpack(v)
    np.testing.assert_array_equal(a, np.arange(1024).reshape(64, 16)[::-1, ::2])
    assert a.strides == (-128, 16)
    # The view's memory is its source's.
    assert address(a) == address(np.from_dlpack(base)) + 63 * 128


def test_export_outlives_the_array():
    x = xp.asarray(np.full(10_000, 7, dtype=np.int16))
    a = np.from_dlpack(x)
    del x
    gc.collect()
    assert a.sum() == 70_000


def test_export_copy_true_is_a_copy_and_copy_false_is_not():
    x = xp.asarray(np.arange(2048, dtype=np.float64))
    shared = np.from_dlpack(x, copy=False)
    copied = np.from_dlpack(x, copy=True)
    assert address(shared) != address(copied)
    np.testing.assert_array_equal(shared, copied)


def test_an_unused_capsule_frees_what_it_holds():
    x = xp.asarray(np.arange(5, dtype=np.uint8))
    for versioned in (None, (1, 0)):
        capsule = x.__dlpack__(max_version=versioned)
        assert "dltensor" in repr(capsule)
        del capsule
    gc.collect()
    assert x.tolist() == [0, 1, 2, 3, 4]


def test_export_refuses_other_devices_and_streams():
    x = xp.asarray([1.0])
    with pytest.raises(BufferError, match="host memory"):
        x.__dlpack__(dl_device=(2, 0))
    with pytest.raises(ValueError, match="streams"):
        x.__dlpack__(stream=1)


def test_export_on_candle_copies_and_refuses_copy_false():
    with xp.using_backend("candle"):
        x = xp.asarray(np.arange(3, dtype=np.float32))
    np.testing.assert_array_equal(np.from_dlpack(x), [0, 1, 2])
    with pytest.raises(BufferError, match="candle"):
        x.__dlpack__(copy=False)


def test_import_reads_numpy_memory_in_place():
    a = np.arange(10, dtype=np.float32)
    y = xp.from_dlpack(a, copy=False)
    a[3] = 99.0
    # NumPy's write shows: the memory is shared.
    assert float(y[3]) == 99.0
    # ivy's write copies first: NumPy's array is untouched.
    y += 1
    assert a[0] == 0.0 and float(y[0]) == 1.0


def test_import_keeps_the_producer_alive():
    y = xp.from_dlpack(np.arange(6, dtype=np.int32).reshape(2, 3)[:, ::-1])
    gc.collect()
    assert y.tolist() == [[2, 1, 0], [5, 4, 3]]


def test_import_copy_true_does_not_share():
    a = np.arange(4, dtype=np.int64)
    y = xp.from_dlpack(a, copy=True)
    a[0] = 50
    assert y.tolist() == [0, 1, 2, 3]


@pytest.mark.parametrize(
    "dtype",
    ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
     "float16", "float32", "float64", "complex64", "complex128", "bool"],
)
def test_round_trip_every_dtype_and_layout(dtype):
    a = (np.arange(24).reshape(2, 3, 4) % 3).astype(dtype)
    for view in (a, a[:, ::-1], a.transpose(2, 0, 1), a[..., 1:2], a[:0], np.asarray(a[0, 0, 0])):
        y = xp.from_dlpack(view, copy=False)
        assert str(y.dtype) == dtype and y.shape == view.shape
        np.testing.assert_array_equal(np.from_dlpack(y), view)


def test_import_refuses_what_it_cannot_read():
    with pytest.raises(TypeError, match="__dlpack__"):
        xp.from_dlpack([1, 2])
    with pytest.raises(BufferError, match="gpu:0"):
        xp.from_dlpack(np.arange(2), device="gpu:0")
    with xp.using_backend("candle"):
        with pytest.raises(BufferError, match="candle"):
            xp.from_dlpack(np.arange(3, dtype=np.float32), copy=False)
        y = xp.from_dlpack(np.arange(3, dtype=np.float32))
    assert y.tolist() == [0.0, 1.0, 2.0]
