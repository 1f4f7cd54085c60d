"""NumPy's losses for examples/mlp.rs: the same two-layer perceptron, batch and step, in float32.

Run with NumPy 2 (python3 tests/data/mlp_reference.py); tests/mlp.rs holds the printed numbers.
"""
import numpy as np

f = np.float32
x = np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5], [-1.0, 2.0, 1.0], [0.0, 1.0, -2.0]], f)
labels = np.array([2, 0, 1, 2], np.int64)
w1 = np.array([[0.2, -0.1, 0.4, 0.0, -0.3],
               [0.1, 0.3, -0.2, 0.5, 0.2],
               [-0.4, 0.2, 0.1, -0.1, 0.3]], f)
b1 = np.array([0.1, 0.0, -0.1, 0.2, 0.0], f)
w2 = np.array([[0.3, -0.2, 0.1],
               [0.0, 0.4, -0.3],
               [-0.1, 0.2, 0.5],
               [0.2, -0.4, 0.1],
               [0.5, 0.1, -0.2]], f)
b2 = np.array([0.0, 0.1, -0.1], f)
lr = f(0.5)


def forward(w1, b1, w2, b2):
    pre = x @ w1 + b1
    h = np.maximum(pre, 0)
    z = h @ w2 + b2
    m = z.max(axis=-1, keepdims=True)
    logp = z - m - np.log(np.exp(z - m).sum(axis=-1, keepdims=True))
    loss = -np.take_along_axis(logp, labels[:, None], axis=1).mean()
    return pre, h, z, loss


pre, h, z, loss0 = forward(w1, b1, w2, b2)
p = np.exp(z - z.max(axis=-1, keepdims=True))
p = p / p.sum(axis=-1, keepdims=True)
n = f(x.shape[0])
dz = (p - np.eye(3, dtype=f)[labels]) / n
dw2 = h.T @ dz
db2 = dz.sum(axis=0)
dpre = (dz @ w2.T) * (pre > 0)
dw1 = x.T @ dpre
db1 = dpre.sum(axis=0)
_, _, _, loss1 = forward(w1 - lr * dw1, b1 - lr * db1, w2 - lr * dw2, b2 - lr * db2)
print(f"{loss0:.9g} {loss1:.9g}")
