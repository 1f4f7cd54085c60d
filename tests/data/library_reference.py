"""Writes library_reference.json: NumPy's, SciPy's and PyTorch's results for the library
functions of issue 43 (special functions, element-wise additions, activations, losses,
manipulation, convolutions), read by tests/api/library_reference.rs. Run with NumPy 2.4, SciPy
1.17 and PyTorch 2.15 (CPU):

    python3 library_reference.py

Each case: the function, its float64 inputs (`nan`, `inf`, `-inf` as strings), its arguments,
and the float64 result (values and shape).
"""

import json
import math

import numpy as np
import scipy.special as sp


def enc(a):
    a = np.asarray(a, dtype=np.float64)
    out = []
    for v in a.ravel():
        if math.isnan(v):
            out.append("nan")
        elif math.isinf(v):
            out.append("inf" if v > 0 else "-inf")
        else:
            out.append(float(v))
    return {"shape": list(a.shape), "values": out}


cases = []


def case(function, inputs, result, **args):
    cases.append({"function": function, "inputs": [enc(x) for x in inputs],
                  "args": args, "result": enc(result)})


inf, nan = np.inf, np.nan

# Special functions of one variable, including their edge values.
x = np.array([0.5, 1.0, 2.5, 3.0, 7.25, -0.5, -2.5, 1e-3, 30.0, 171.5])
case("lgamma", [x], sp.gammaln(x))
case("lgamma", [np.array([0.0, -1.0, -2.0, inf, nan])], sp.gammaln([0.0, -1.0, -2.0, inf, nan]))
case("digamma", [x], sp.psi(x))
case("digamma", [np.array([0.0, -0.0, -1.0, -3.0, inf, -inf, nan, 1e-300])],
     sp.psi([0.0, -0.0, -1.0, -3.0, inf, -inf, nan, 1e-300]))
case("erfc", [np.array([0.0, 0.5, -1.0, 3.0, 10.0, 26.0, -inf, inf, nan])],
     sp.erfc([0.0, 0.5, -1.0, 3.0, 10.0, 26.0, -inf, inf, nan]))
y = np.array([0.0, 0.25, -0.5, 0.9, -0.999, 0.999999999, 1e-10, 1.0, -1.0, 1.5, nan])
case("erfinv", [y], sp.erfinv(y))
# NumPy overflows from 709.78 (its exp) and gives nan at +-inf: those are left to the test.
z = np.array([0.0, 1.0, -2.0, 5.5, 30.0, 31.0, 100.0, 700.0, -709.5, nan])
case("i0", [z], np.i0(z))
s = np.array([0.0, 0.5, -1.5, 2.0, 1e-9, 100.25, inf, nan])
case("sinc", [s], np.sinc(s))

# Functions of two variables, broadcast.
a = np.array([0.0, 0.0, 2.0, -1.5, 3.0, 0.0, nan])
b = np.array([0.0, nan, 1.0, 4.0, 0.0, inf, 2.0])
case("xlogy", [a, b], sp.xlogy(a, b))
zx = np.array([2.0, 3.0, 2.0, 1.0, 0.5, 4.5, 2.0, 2.0, 3.0, 1.5, 50.0, 2.0])
zq = np.array([1.0, 1.0, 2.0, 1.0, 1.0, 0.25, -1.0, -1.5, -2.5, 1e9, 1.0, 1e-3])
case("zeta", [zx, zq], sp.zeta(zx, zq))
l1 = np.array([0.0, 1.0, 1000.0, -inf, inf, -50.0, nan, 5.0])
l2 = np.array([0.0, 3.0, 1000.0, -inf, 1.0, 60.0, 1.0, -inf])
case("logaddexp2", [l1, l2], np.logaddexp2(l1, l2))

# Activations (PyTorch's definitions, written with NumPy).
act = np.array([-3.0, -1.0, -0.25, 0.0, 0.5, 2.0, 7.0])
case("elu", [act], np.where(act > 0, act, 1.0 * np.expm1(act)))
case("elu alpha=0.5", [act], np.where(act > 0, act, 0.5 * np.expm1(act)))
case("celu alpha=2", [act], np.maximum(0, act) + np.minimum(0, 2.0 * np.expm1(act / 2.0)))
SELU_A, SELU_S = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946
case("selu", [act], SELU_S * np.where(act > 0, act, SELU_A * np.expm1(act)))
case("relu6", [act], np.minimum(np.maximum(act, 0), 6))
case("hardtanh", [act], np.clip(act, -1, 1))
case("logsigmoid", [act], -np.logaddexp(0, -act))
case("softsign", [act], act / (1 + np.abs(act)))
case("tanhshrink", [act], act - np.tanh(act))
case("softshrink", [act], np.where(act > 0.5, act - 0.5, np.where(act < -0.5, act + 0.5, 0.0)))
case("hardshrink", [act], np.where(np.abs(act) > 0.5, act, 0.0))
p = np.array([0.0, 0.1, 0.5, 0.75, 1.0])
case("logit", [p], sp.logit(p))
case("logit eps=0.2", [p], sp.logit(np.clip(p, 0.2, 0.8)))
m = np.array([[-3.0, -1.0, 0.5], [2.0, -0.25, 0.0]])
slope = np.array([0.1, 0.2, 0.3])
case("prelu", [m, slope], np.where(m > 0, m, m * slope))
lse = np.array([[1.0, 2.0, 3.0], [1000.0, 1000.0, -inf], [-inf, -inf, -inf], [inf, 1.0, 2.0]])
case("logsumexp axis=1", [lse], sp.logsumexp(lse, axis=1))
case("logsumexp", [np.array([[1.0, 2.0], [3.0, 4.0]])], sp.logsumexp([[1.0, 2.0], [3.0, 4.0]]))

# Losses (PyTorch's definitions; Ivy's reductions).
i = np.array([[0.5, 1.5, -2.0], [3.0, 0.25, 1.0]])
t = np.array([[1.0, 1.0, 0.0], [0.5, 2.0, 1.0]])
case("l1_loss", [i, t], np.mean(np.abs(t - i)))
case("l1_loss sum", [i, t], np.sum(np.abs(t - i)))
d = np.abs(i - t)
case("huber_loss", [t, i], np.mean(np.where(d <= 1.0, 0.5 * d**2, 1.0 * (d - 0.5))))
case("huber_loss delta=0.5 none", [t, i], np.where(d <= 0.5, 0.5 * d**2, 0.5 * (d - 0.25)))
case("smooth_l1_loss", [i, t], np.mean(np.where(d < 1.0, 0.5 * d**2, d - 0.5)))
case("smooth_l1_loss beta=2 sum", [i, t], np.sum(np.where(d < 2.0, 0.5 * d**2 / 2.0, d - 1.0)))
logp = np.log(np.array([[0.2, 0.3, 0.5], [0.6, 0.3, 0.1]]))
q = np.array([[0.0, 0.5, 0.5], [0.25, 0.25, 0.5]])
kl = sp.xlogy(q, q) - q * logp
case("kl_div", [logp, q], np.mean(kl))
case("kl_div batchmean", [logp, q], np.sum(kl) / 2)
case("kl_div log_target sum", [logp, np.log(q + 0.1)], np.sum(np.exp(np.log(q + 0.1)) * (np.log(q + 0.1) - logp)))
lam = np.array([[0.5, -1.0, 2.0], [0.0, 1.5, 0.25]])
k = np.array([[0.0, 1.0, 3.0], [2.0, 5.0, 1.0]])
case("poisson_nll_loss", [lam, k], np.mean(np.exp(lam) - k * lam))
stir = np.where(k > 1, k * np.log(np.where(k > 1, k, 1)) - k + 0.5 * np.log(2 * np.pi * np.where(k > 1, k, 1)), 0)
case("poisson_nll_loss full none", [lam, k], np.exp(lam) - k * lam + stir)
rate = np.array([[0.5, 1.0, 2.0], [0.1, 1.5, 0.25]])
case("poisson_nll_loss rate sum", [rate, k], np.sum(rate - k * np.log(rate + 1e-8)))

# Order and NaN-aware statistics.
st = np.array([[3.0, nan, 1.0, 7.0], [2.0, 5.0, 4.0, 0.5], [nan, nan, nan, nan]])
case("nansum axis=1", [st], np.nansum(st, axis=1))
case("nanprod", [st], np.nanprod(st))
case("nanmean axis=1", [st[:2]], np.nanmean(st[:2], axis=1))
case("nanmax axis=1", [st[:2]], np.nanmax(st[:2], axis=1))
case("nanmin axis=0", [st[:2]], np.nanmin(st[:2], axis=0))
case("nanmedian axis=1", [st[:2]], np.nanmedian(st[:2], axis=1))
med = np.array([[3.0, 1.0, 4.0, 1.5], [9.0, 2.0, 6.0, 5.0], [0.5, -1.0, 8.0, 2.0]])
case("median", [med], np.median(med))
case("median axis=0", [med], np.median(med, axis=0))
case("median axis=1 keepdims", [med], np.median(med, axis=1, keepdims=True))
qs = np.array([0.0, 0.1, 0.5, 0.75, 1.0])
for method in ["linear", "lower", "higher", "midpoint", "nearest"]:
    case(f"quantile axis=1 {method}", [med, qs], np.quantile(med, qs, axis=1, method=method))
case("quantile", [med, np.array(0.3)], np.quantile(med, 0.3))
cv = np.array([[1.0, 2.5, 0.0, 4.0], [2.0, 1.0, 3.5, 0.5], [0.5, 0.25, 1.0, 8.0]])
case("cov", [cv], np.cov(cv))
case("cov rowvar=false bias", [cv], np.cov(cv, rowvar=False, bias=True))
case("cov ddof=2 with y", [cv[0], cv[1]], np.cov(cv[0], cv[1], ddof=2))
case("corrcoef", [cv], np.corrcoef(cv))
case("l2_normalize axis=1", [cv], cv / np.maximum(np.linalg.norm(cv, axis=1, keepdims=True), 1e-12))

# Linear algebra.
A = np.array([[4.0, 1.0, -2.0], [0.5, 3.0, 1.0], [2.0, -1.0, 5.0]])
B = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]])
case("kron", [A[:2, :2], B], np.kron(A[:2, :2], B))
import scipy.linalg as sl
case("solve_triangular", [A, B], sl.solve_triangular(A, B, lower=False))
case("solve_triangular lower unit", [A, B], sl.solve_triangular(A, B, lower=True, unit_diagonal=True))
case("solve_triangular adjoint", [A, B], sl.solve_triangular(A, B, trans="C"))
case("matrix_exp", [A], sl.expm(A))
case("matrix_exp small", [A / 100], sl.expm(A / 100))
case("matrix_exp batch", [np.stack([A, -A / 3])], np.stack([sl.expm(A), sl.expm(-A / 3)]))
case("diag k=1", [np.array([1.0, 2.0, 3.0])], np.diag([1.0, 2.0, 3.0], k=1))
case("diag k=-1 of matrix", [A], np.diag(A, k=-1))

# multi_dot: chains whose cheapest order is not left to right, vectors at the ends, NaN and inf,
# an empty inner length (zeros) and two vectors (a 0-d result).
C = np.array([[1.0, -2.0, 0.5, 3.0]])
D = np.array([[0.25], [2.0], [-1.0], [4.0]])
md = lambda *xs: case("multi_dot", list(xs), np.linalg.multi_dot(xs))
md(A, B, B.T)
md(B.T, A, B, B.T[:, :1])
md(D, C, D, np.ones((1, 2)))
md(np.array([1.0, 2.0, -1.0]), A, B)
md(B.T, A, np.array([0.5, -1.0, 2.0]))
md(np.array([1.0, 2.0, -1.0]), A, B, np.array([1.0, -3.0]))
md(np.array([1.0, 2.0, -1.0]), np.array([0.5, 0.25, 4.0]))
md(np.array([[nan, 1.0], [2.0, 0.5]]), np.array([[1.0, inf], [0.0, 1.0]]), np.eye(2))
md(np.zeros((2, 0)), np.zeros((0, 3)), np.ones((3, 2)))

# lu_factor / lu_solve (SciPy's, batched; pivots 0-based): square, rectangular both ways, a
# zero column and a singular matrix (factored, as SciPy's, which warns), a batch, an empty
# matrix. Without pivoting (SciPy has none): Doolittle's elimination written out here.
import warnings

warnings.simplefilter("ignore", sl.LinAlgWarning)


def lu_cases(name, a):
    lu, piv = sl.lu_factor(a)
    case(f"lu_factor {name}", [a], lu)
    case(f"lu_factor pivots {name}", [a], piv)


M22 = np.array([[1.0, 2.0], [3.0, 4.0]])
lu_cases("square", A)
lu_cases("tall", B)
lu_cases("wide", B.T)
lu_cases("zero column", np.array([[0.0, 1.0], [0.0, 2.0]]))
lu_cases("singular", np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]]))
lu_cases("batch", np.stack([A, -A / 3, np.eye(3)]))
lu_cases("empty", np.zeros((0, 0)))


def doolittle(a):
    a = np.array(a, dtype=np.float64)
    for j in range(min(a.shape)):
        if a[j, j] != 0:
            a[j + 1:, j] /= a[j, j]
            a[j + 1:, j + 1:] -= np.outer(a[j + 1:, j], a[j, j + 1:])
    return a


case("lu_factor pivot=False", [M22], doolittle(M22))
case("lu_factor pivot=False tall", [B], doolittle(B))
lu, piv = sl.lu_factor(A)
case("lu_solve", [lu, piv, B], sl.lu_solve((lu, piv), B))
case("lu_solve", [lu, piv, np.array([1.0, -2.0, 0.5])], sl.lu_solve((lu, piv), [1.0, -2.0, 0.5]))
case("lu_solve T", [lu, piv, B], sl.lu_solve((lu, piv), B, trans=1))
case("lu_solve C", [lu, piv, B], sl.lu_solve((lu, piv), B, trans=2))
lus, pivs = sl.lu_factor(np.stack([A, -A / 3]))
case("lu_solve", [lus, pivs, B], np.stack([sl.lu_solve((lus[i], pivs[i]), B) for i in range(2)]))
case("lu_solve", [lu, piv, np.zeros((3, 0))], np.zeros((3, 0)))

# Element-wise additions.
fl = np.array([-7.5, 7.5, -0.25, 3.0, 1e-310])
case("fix", [fl], np.fix(fl))
case("frexp mantissa", [fl], np.frexp(fl)[0])
case("frexp exponent", [fl], np.frexp(fl)[1])
case("modf fraction", [np.array([-2.5, 3.75, -inf, 0.0])], np.modf([-2.5, 3.75, -inf, 0.0])[0])
case("ldexp", [np.array([1.5, 1e-300, -3.0, 0.75]), np.array([2.0, 1100.0, -1080.0, 0.0])],
     np.ldexp([1.5, 1e-300, -3.0, 0.75], [2, 1100, -1080, 0]))
case("float_power", [np.array([2.0, 4.0, -8.0]), np.array([-2.0, 0.5, 1.0 / 3.0])],
     np.float_power([2.0, 4.0, -8.0], [-2.0, 0.5, 1.0 / 3.0]))
case("lerp", [np.array([0.0, 1.0, -2.0]), np.array([10.0, 3.0, 2.0]), np.array([0.25, 0.5, 0.75])],
     np.array([0.0, 1.0, -2.0]) + np.array([0.25, 0.5, 0.75]) * (np.array([10.0, 3.0, 2.0]) - np.array([0.0, 1.0, -2.0])))
df = np.array([[1.0, 4.0, 9.0, 16.0], [2.0, 3.0, 5.0, 8.0]])
case("diff n=2", [df], np.diff(df, n=2))
case("diff axis=0", [df], np.diff(df, axis=0))

# General eigendecompositions (np.linalg.eig): eigenvectors are defined up to a phase and the
# eigenvalues' order is open, so each case records the input (real and imaginary parts), the
# eigenvalues sorted (np.sort_complex) and the shapes; the test checks x @ v = v * w itself.
# NumPy refuses inf and NaN (LinAlgError): recorded as "error".
eig_cases = []


def enc_complex(a):
    a = np.asarray(a, dtype=np.complex128)
    return {"re": enc(a.real), "im": enc(a.imag)}


def eig_case(name, x):
    x = np.asarray(x)
    try:
        w, v = np.linalg.eig(x)
    except np.linalg.LinAlgError as e:
        eig_cases.append({"name": name, "input": enc_complex(x), "error": str(e)})
        return
    assert np.allclose(np.linalg.eigvals(x), w)
    eig_cases.append({"name": name, "input": enc_complex(x), "complex_input": bool(np.iscomplexobj(x)),
                      "eigenvalues": enc_complex(np.sort_complex(w)), "vectors_shape": list(v.shape)})


eig_case("real spectrum", A)
eig_case("rotation", [[0.0, -1.0], [1.0, 0.0]])
eig_case("complex pair", [[1.0, 2.0, 0.0], [-3.0, 1.0, 0.5], [0.0, 0.25, 2.0]])
eig_case("singular", [[1.0, 2.0], [2.0, 4.0]])
eig_case("defective", [[1.0, 1.0], [0.0, 1.0]])
eig_case("batch", np.stack([A, -A / 3, np.eye(3)]))
eig_case("complex input", [[1 + 1j, 2.0], [0.5j, -1.0]])
eig_case("1x1", [[-2.5]])
eig_case("empty", np.zeros((0, 0)))
eig_case("empty batch", np.zeros((2, 0, 0)))
eig_case("huge", A * 1e300)
eig_case("nan", [[1.0, nan], [0.0, 1.0]])
eig_case("inf", [[inf, 0.0], [0.0, 1.0]])

# lu_factor / lu_solve of a complex matrix (SciPy's; its pivot is the largest |re| + |im|).
Z = np.array([[1 + 1j, 2.0, -0.5j], [0.5j, -1.0, 3.0 + 0.5j], [2.0 - 1j, 0.25, 1.0]])
Zb = np.array([[1.0 - 1j, 0.5], [2j, -1.0], [0.25, 1 + 1j]])
zlu, zpiv = sl.lu_factor(Z)
lu_complex = {"input": enc_complex(Z), "b": enc_complex(Zb), "lu": enc_complex(zlu),
              "pivots": [int(v) for v in zpiv],
              "solve": {t: enc_complex(sl.lu_solve((zlu, zpiv), Zb, trans=i))
                        for i, t in enumerate(["N", "T", "C"])}}

# dct / idct (Ivy's: SciPy's scipy.fft.dct of types 1-4, norm None or "ortho", type 1 unscaled
# only; idct is dct of the inverse type, unscaled as Ivy's and TensorFlow's, not SciPy's idct).
# Each name: "dct <type> <norm> n=<n> axis=<axis>"; complex inputs in dct_complex.
import scipy.fft as sf

INVERSE_TYPE = {1: 1, 2: 3, 3: 2, 4: 4}


def dct_case(function, x, t, norm=None, n=None, axis=-1):
    ty = t if function == "dct" else INVERSE_TYPE[t]
    cases.append({"function": f"{function} {t} {norm} n={n} axis={axis}", "inputs": [enc(x)], "args": {},
                  "result": enc(sf.dct(x, type=ty, n=n, axis=axis, norm=norm))})


sig = np.random.default_rng(4343).integers(-8, 9, size=(3, 6)) / 4.0
for t in (1, 2, 3, 4):
    for norm in ([None] if t == 1 else [None, "ortho"]):
        dct_case("dct", sig, t, norm)
        dct_case("idct", sig, t, norm)
    dct_case("dct", sig, t, None, n=9)
    dct_case("dct", sig, t, None if t == 1 else "ortho", n=4, axis=0)
dct_case("dct", sig, 2, None, n=2)
dct_case("dct", np.array([1.5]), 2, "ortho")
dct_case("dct", np.array([1.5]), 3)
dct_case("dct", np.array([[1.0, nan, 2.0, 0.5], [3.0, 1.0, 0.0, -2.0]]), 2)
dct_case("dct", np.zeros((0, 4)), 2)
zsig = np.array([1 + 2j, -0.5, 3j, 2 - 1j, 0.25 + 0.75j])
dct_complex = {"input": enc_complex(zsig),
               "results": {f"{t} {norm}": enc_complex(sf.dct(zsig, type=t, norm=norm))
                           for t in (1, 2, 3, 4) for norm in ([None] if t == 1 else [None, "ortho"])}}

# histogram (NumPy's; Ivy's axis and extended intervals written out with NumPy): each variant
# records the counts ("histogram <variant>") and the edges ("histogram edges <variant>").
hd = np.random.default_rng(4344).integers(-8, 9, size=(3, 8)) / 4.0
hw = np.random.default_rng(4345).integers(0, 5, size=(3, 8)) / 2.0


def hist_case(variant, inputs, counts, edges):
    case(f"histogram {variant}", inputs, counts)
    case(f"histogram edges {variant}", inputs, edges)


hist_case("bins=5", [hd], *np.histogram(hd, bins=5))
hist_case("default", [hd], *np.histogram(hd))
hist_case("edges", [hd], *np.histogram(hd, bins=[-1.0, 0.0, 0.5, 1.0, 1.5]))
hist_case("bins=4 range", [hd], *np.histogram(hd, bins=4, range=(0.0, 2.0)))
hist_case("bins=3 weights", [hd, hw], *np.histogram(hd, bins=3, weights=hw))
hist_case("bins=3 density", [hd], *np.histogram(hd, bins=3, density=True))
hist_case("bins=3 weights density", [hd, hw], *np.histogram(hd, bins=3, weights=hw, density=True))
hist_case("bins=2 equal values", [np.full(4, 2.5)], *np.histogram(np.full(4, 2.5), bins=2))
hist_case("bins=3 empty", [np.zeros(0)], *np.histogram(np.zeros(0), bins=3))
hist_case("bins=2 range nan", [np.array([1.0, nan, 2.0, 2.5])],
          *np.histogram(np.array([1.0, nan, 2.0, 2.5]), bins=2, range=(0.0, 3.0)))
e4 = np.histogram_bin_edges(hd, bins=4)
hist_case("bins=4 axis=1", [hd], np.stack([np.histogram(row, bins=e4)[0] for row in hd], axis=-1), e4)
inner = np.histogram_bin_edges(hd, bins=3, range=(-1.0, 1.0))
wide = inner.copy()
wide[0], wide[-1] = hd.min(), hd.max()
hist_case("bins=3 range extend", [hd], np.histogram(hd, bins=wide)[0], inner)

# tril_indices / triu_indices (Ivy's n_rows, n_cols, k; NumPy's n, m, k): the row and the
# column indices, int64.
index_cases = []
for n_rows, n_cols, k in [(3, None, 0), (3, 4, -1), (4, 2, 1), (2, 5, 3), (0, None, 0),
                          (3, 3, 10), (3, 3, -10), (1, None, 0), (5, 3, -2), (3, 0, 0)]:
    for name, fn in [("tril_indices", np.tril_indices), ("triu_indices", np.triu_indices)]:
        rows, cols = fn(n_rows, k, n_cols)
        index_cases.append({"function": name, "n_rows": n_rows, "n_cols": n_cols, "k": k,
                            "rows": [int(v) for v in rows], "cols": [int(v) for v in cols]})

# Convolutions: PyTorch's conv1d/2d/3d in float64 (channels first, OIHW filters); the inputs are
# multiples of 1/4, so that float32 holds them. TensorFlow's "SAME" (Ivy's) pads the odd zero
# at the end, written out here as explicit padding.
import torch
import torch.nn.functional as F

rng = np.random.default_rng(43)


def quarters(*shape):
    return rng.integers(-8, 9, size=shape) / 4.0


def torch_conv(x, w, stride=1, padding=(), dilation=1, groups=1, bias=None):
    """x channels first, w [O, C / G, spatial...], padding [(before, after)] per axis."""
    dims = x.ndim - 2
    flat = [p for pair in reversed(padding) for p in pair]
    xt = F.pad(torch.from_numpy(x), flat) if flat else torch.from_numpy(x)
    conv = [None, F.conv1d, F.conv2d, F.conv3d][dims]
    b = None if bias is None else torch.from_numpy(bias)
    return conv(xt, torch.from_numpy(w), b, stride=stride, dilation=dilation, groups=groups).numpy()


def same(length, k, s, d=1):
    out = -(-length // s)
    total = max((out - 1) * s + (k - 1) * d + 1 - length, 0)
    return (total // 2, total - total // 2)


last2 = (0, 3, 1, 2)   # NHWC -> NCHW
back2 = (0, 2, 3, 1)   # NCHW -> NHWC
hwio = (3, 2, 0, 1)    # HWIO -> OIHW
x = quarters(2, 5, 6, 3)
w = quarters(3, 3, 3, 4)
case("conv2d", [x, w], torch_conv(x.transpose(last2), w.transpose(hwio)).transpose(back2))
x = quarters(1, 7, 6, 2)
w = quarters(4, 2, 2, 3)
pads = [same(7, 4, 2), same(6, 2, 2)]
case("conv2d strides=2 SAME even kernel", [x, w],
     torch_conv(x.transpose(last2), w.transpose(hwio), stride=2, padding=pads).transpose(back2))
x = quarters(1, 2, 7, 7)
w = quarters(3, 2, 3, 3)
b = quarters(3)
case("conv2d NCHW channel_first dilations=2 explicit bias", [x, w, b],
     torch_conv(x, w, dilation=2, padding=[(1, 2), (0, 1)], bias=b))
x = quarters(1, 5, 5, 2)
x[0, 2, 1, 0] = nan
w = quarters(2, 2, 2, 2)
case("conv2d nan", [x, w], torch_conv(x.transpose(last2), w.transpose(hwio)).transpose(back2))
x = np.zeros((0, 4, 4, 1))
w = quarters(3, 3, 1, 2)
case("conv2d empty batch", [x, w], np.zeros((0, 2, 2, 2)))
x = quarters(2, 4, 6, 5)
w = quarters(6, 2, 3, 2)
case("conv_general_dilated groups=2 channel_first strides=2,1", [x, w],
     torch_conv(x, w, stride=(2, 1), groups=2))
x = quarters(1, 4, 4, 1)
w = quarters(3, 3, 1, 2)
spread = np.zeros((1, 7, 7, 1))
spread[:, ::2, ::2, :] = x
case("conv_general_dilated x_dilations=2 padding=2", [x, w],
     torch_conv(spread.transpose(last2), w.transpose(hwio), padding=[(2, 2), (2, 2)]).transpose(back2))
x = quarters(2, 3, 9)
w = quarters(4, 3, 2)
case("conv1d NCW channel_first strides=2 dilations=2", [x, w],
     torch_conv(x, w, stride=2, dilation=2))
x = quarters(1, 8, 2)
w = quarters(3, 2, 3)
case("conv1d SAME", [x, w],
     torch_conv(x.transpose(0, 2, 1), w.transpose(2, 1, 0), padding=[same(8, 3, 1)]).transpose(0, 2, 1))
x = quarters(1, 4, 5, 3, 2)
w = quarters(2, 3, 2, 2, 3)
case("conv3d", [x, w],
     torch_conv(x.transpose(0, 4, 1, 2, 3), w.transpose(4, 3, 0, 1, 2)).transpose(0, 2, 3, 4, 1))
x = quarters(1, 5, 5, 3)
w = quarters(3, 3, 3)
case("depthwise_conv2d strides=2 SAME", [x, w],
     torch_conv(x.transpose(last2), w.transpose(2, 0, 1)[:, None], stride=2,
                padding=[same(5, 3, 2), same(5, 3, 2)], groups=3).transpose(back2))

# Pools: PyTorch's max_pool1d/2d and avg_pool1d/2d in float64 (channels first; the NHWC cases
# transposed around them).
x = quarters(1, 5, 6, 2)
case("max_pool2d kernel=3 strides=2", [x],
     F.max_pool2d(torch.from_numpy(x.transpose(last2)), 3, 2).numpy().transpose(back2))
x = quarters(1, 2, 7, 8)
x[0, 1, 3, 3] = nan
case("max_pool2d NCHW padding=1 dilation=2 ceil_mode nan", [x],
     F.max_pool2d(torch.from_numpy(x), 3, 2, padding=1, dilation=2, ceil_mode=True).numpy())
x = quarters(2, 3, 9)
case("max_pool1d NCW kernel=3 strides=2", [x], F.max_pool1d(torch.from_numpy(x), 3, 2).numpy())
x = quarters(1, 6, 6, 3)
case("avg_pool2d kernel=2 strides=2", [x],
     F.avg_pool2d(torch.from_numpy(x.transpose(last2)), 2, 2).numpy().transpose(back2))
x = quarters(1, 2, 7, 6)
for include in (False, True):
    case(f"avg_pool2d NCHW kernel=3 strides=2 padding=1 ceil_mode count_include_pad={include}", [x],
         F.avg_pool2d(torch.from_numpy(x), 3, 2, padding=1, ceil_mode=True,
                      count_include_pad=include).numpy())
case("avg_pool2d NCHW kernel=2 divisor_override=3", [x],
     F.avg_pool2d(torch.from_numpy(x), 2, 2, divisor_override=3).numpy())
x = quarters(2, 7, 3)
case("avg_pool1d kernel=3 strides=2 padding=1", [x],
     F.avg_pool1d(torch.from_numpy(x.transpose(0, 2, 1)), 3, 2, padding=1,
                  count_include_pad=False).numpy().transpose(0, 2, 1))

# Transposed convolutions: PyTorch's conv_transpose1d/2d/3d in float64 (channels first, weights
# [C, O / G, spatial...]) give the full result, cropped by hand to Ivy's lengths: `before`
# elements off the front, zeros past the end.
def torch_transpose(x, w, stride=1, dilation=1, groups=1, crop=(), bias=None):
    """x channels first; crop [(before, length)] per spatial axis."""
    dims = x.ndim - 2
    conv = [None, F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d][dims]
    y = conv(torch.from_numpy(x), torch.from_numpy(w), stride=stride, dilation=dilation,
             groups=groups).numpy()
    for a, (before, length) in enumerate(crop):
        axis = a + 2
        short = before + length - y.shape[axis]
        if short > 0:
            widths = [(0, 0)] * y.ndim
            widths[axis] = (0, short)
            y = np.pad(y, widths)
        y = np.take(y, range(before, before + length), axis=axis)
    if bias is not None:
        y = y + bias.reshape((1, -1) + (1,) * dims)
    return y


hwoi = (3, 2, 0, 1)    # HWOI -> IOHW
x = quarters(2, 4, 5, 3)
w = quarters(3, 2, 4, 3)
case("conv2d_transpose", [x, w],
     torch_transpose(x.transpose(last2), w.transpose(hwoi)).transpose(back2))
# SAME, stride 2: 3 × 4 -> 6 × 8; the full 8 × 9 cropped by 2 (1 before) and 1 (0 before).
x = quarters(1, 3, 4, 2)
w = quarters(4, 3, 2, 2)
case("conv2d_transpose strides=2 SAME", [x, w],
     torch_transpose(x.transpose(last2), w.transpose(hwoi), stride=2,
                     crop=[(1, 6), (0, 8)]).transpose(back2))
# Stride 3 over a 2-long kernel, VALID: 3 * 3 = 9 outputs, one zero past the full 8 (candle's
# kernel with output_padding 1).
x = quarters(1, 3, 2, 1)
w = quarters(2, 2, 2, 1)
case("conv2d_transpose strides=3 VALID", [x, w],
     torch_transpose(x.transpose(last2), w.transpose(hwoi), stride=3,
                     crop=[(0, 9), (0, 6)]).transpose(back2))
# Explicit (1, 0) and (2, 2) crop the full 6 and 8 (dilation 2 spans 5).
x = quarters(1, 2, 2, 4)
w = quarters(2, 3, 3, 3)
b = quarters(3)
case("conv2d_transpose NCHW channel_first dilations=2 explicit bias", [x, w, b],
     torch_transpose(x, w, dilation=2, crop=[(1, 5), (2, 4)], bias=b))
x = quarters(1, 3, 3, 2)
w = quarters(3, 3, 2, 2)
case("conv2d_transpose strides=2 output_shape", [x, w],
     torch_transpose(x.transpose(last2), w.transpose(hwoi), stride=2,
                     crop=[(0, 8), (0, 7)]).transpose(back2))
x = quarters(1, 4, 4, 1)
x[0, 1, 2, 0] = nan
w = quarters(2, 2, 1, 1)
case("conv2d_transpose nan", [x, w],
     torch_transpose(x.transpose(last2), w.transpose(hwoi)).transpose(back2))
x = np.zeros((0, 3, 3, 1))
w = quarters(2, 2, 2, 1)
case("conv2d_transpose empty batch", [x, w], np.zeros((0, 4, 4, 2)))
x = quarters(2, 4, 3, 2)
w = quarters(4, 3, 2, 2)
case("conv_general_transpose groups=2 channel_first strides=2,1", [x, w],
     torch_transpose(x, w, stride=(2, 1), groups=2, crop=[(0, 6), (0, 3)]))
x = quarters(2, 3, 5)
w = quarters(3, 2, 3)
# SAME, stride 2, dilation 2: span 5, full 13, 10 outputs, 3 cropped (1 before).
case("conv1d_transpose NCW channel_first strides=2 dilations=2 SAME", [x, w],
     torch_transpose(x, w, stride=2, dilation=2, crop=[(1, 10)]))
x = quarters(1, 2, 3, 2, 2)
w = quarters(2, 2, 2, 3, 2)
case("conv3d_transpose strides=2,1,1", [x, w],
     torch_transpose(x.transpose(0, 4, 1, 2, 3), w.transpose(4, 3, 0, 1, 2), stride=(2, 1, 1),
                     crop=[(0, 4), (0, 4), (0, 3)]).transpose(0, 2, 3, 4, 1))

# 3-d pools and adaptive pools: PyTorch's in float64 (3-d pools channels first, the NDHWC case
# transposed around them; adaptive pools take [N, C, spatial...] or [C, spatial...] as Ivy's).
x = quarters(1, 4, 5, 3, 2)
case("max_pool3d kernel=2 strides=2,1,1", [x],
     F.max_pool3d(torch.from_numpy(x.transpose(0, 4, 1, 2, 3)), 2, (2, 1, 1)).numpy()
     .transpose(0, 2, 3, 4, 1))
x = quarters(1, 2, 5, 4, 3)
x[0, 1, 2, 2, 1] = nan
case("max_pool3d NCDHW padding=1 ceil_mode nan", [x],
     F.max_pool3d(torch.from_numpy(x), 3, 2, padding=1, ceil_mode=True).numpy())
x = quarters(2, 4, 4, 3, 1)
case("avg_pool3d kernel=2 strides=2", [x],
     F.avg_pool3d(torch.from_numpy(x.transpose(0, 4, 1, 2, 3)), 2, 2).numpy()
     .transpose(0, 2, 3, 4, 1))
x = quarters(1, 2, 5, 4, 3)
case("avg_pool3d NCDHW kernel=3 strides=2 padding=1 count_include_pad", [x],
     F.avg_pool3d(torch.from_numpy(x), 3, 2, padding=1, count_include_pad=True).numpy())
x = quarters(2, 3, 7)
case("adaptive_avg_pool1d 3", [x], F.adaptive_avg_pool1d(torch.from_numpy(x), 3).numpy())
x = quarters(3, 5)
case("adaptive_avg_pool1d unbatched 8", [x], F.adaptive_avg_pool1d(torch.from_numpy(x), 8).numpy())
x = quarters(2, 2, 7, 5)
case("adaptive_avg_pool2d 3,2", [x], F.adaptive_avg_pool2d(torch.from_numpy(x), (3, 2)).numpy())
x = quarters(2, 6, 6)
x[1, 0, 5] = nan
case("adaptive_avg_pool2d unbatched 4 nan", [x], F.adaptive_avg_pool2d(torch.from_numpy(x), 4).numpy())
x = quarters(2, 2, 7, 5)
x[0, 1, 3, 3] = nan
case("adaptive_max_pool2d 3,2 nan", [x], F.adaptive_max_pool2d(torch.from_numpy(x), (3, 2)).numpy())
x = quarters(3, 4, 4)
case("adaptive_max_pool2d unbatched 6", [x], F.adaptive_max_pool2d(torch.from_numpy(x), 6).numpy())

# interpolate: PyTorch's F.interpolate in float64 ([N, C, spatial...]).
def torch_interpolate(x, **kw):
    return F.interpolate(torch.from_numpy(x), **kw).numpy()


x = quarters(2, 3, 5)
case("interpolate nearest size=7", [x], torch_interpolate(x, size=7, mode="nearest"))
case("interpolate linear scale_factor=2.5", [x],
     torch_interpolate(x, scale_factor=2.5, mode="linear"))
case("interpolate linear size=3 align_corners", [x],
     torch_interpolate(x, size=3, mode="linear", align_corners=True))
x = quarters(1, 2, 4, 6)
case("interpolate bilinear size=5,3", [x], torch_interpolate(x, size=(5, 3), mode="bilinear"))
x[0, 1, 2, 2] = nan
case("interpolate bilinear size=7,11 align_corners nan", [x],
     torch_interpolate(x, size=(7, 11), mode="bilinear", align_corners=True))
x = quarters(1, 2, 4, 4)
case("interpolate nearest-exact scale_factor=1.5", [x],
     torch_interpolate(x, scale_factor=1.5, mode="nearest-exact"))
x = quarters(1, 1, 2, 3, 4)
case("interpolate trilinear size=3,4,2", [x],
     torch_interpolate(x, size=(3, 4, 2), mode="trilinear"))

# The im2col's geometry (issue 43): groups with channels last over a batch, x_dilations with
# strides, dilations, explicit padding and bias; channels first with channel-last filters in 3-d.
x = quarters(2, 4, 3, 4)
w = quarters(3, 2, 2, 6)
b = quarters(6)
spread = np.zeros((2, 7, 7, 4))
spread[:, ::2, ::3, :] = x
case("conv_general_dilated groups=2 NHWC x_dilations=2,3 strides=2,1 dilations=1,2 explicit bias",
     [x, w, b], torch_conv(spread.transpose(last2), w.transpose(hwio), stride=(2, 1),
                           dilation=(1, 2), padding=[(1, 0), (2, 1)], groups=2,
                           bias=b).transpose(back2))
x = quarters(1, 2, 5, 4, 3)
w = quarters(3, 2, 2, 2, 3)
case("conv3d NCDHW channel_last filters strides=2 SAME", [x, w],
     torch_conv(x, w.transpose(4, 3, 0, 1, 2), stride=2,
                padding=[same(5, 3, 2), same(4, 2, 2), same(3, 2, 2)]))

with open("library_reference.json", "w") as f:
    json.dump({"generator": f"numpy {np.__version__}, scipy {__import__('scipy').__version__}, "
                            f"torch {torch.__version__}",
               "cases": cases, "eig_cases": eig_cases,
               "index_cases": index_cases, "lu_complex": lu_complex,
               "dct_complex": dct_complex}, f, indent=0)
print(len(cases), "cases", len(eig_cases), "eig cases", len(index_cases), "index cases")
