//! JAX's type promotion lattice (seed 003), weak Python-scalar types included.
//!
//! The table is not written out: it is computed, at compile time, as the least upper bound of two
//! types on the lattice JAX documents. The tests check it against seed 003's 18x18 table.

use ivy_grammar::{Dtype, Word};

/// A type of JAX's lattice: one of the 15 dtypes ("strong"), or the type of a Python scalar
/// ("weak": `i*`, `f*`, `c*`), which gives way to any typed value of its kind or a wider kind.
///
/// ```
/// use ivy_runtime::{Dtype, JaxType};
///
/// let int8 = JaxType::Strong(Dtype::Int8);
/// assert_eq!(int8.join(JaxType::WeakInt), int8);
/// assert_eq!(int8.join(JaxType::WeakFloat), JaxType::WeakFloat);
/// assert_eq!("f*".parse::<JaxType>().unwrap(), JaxType::WeakFloat);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JaxType {
    /// A dtype.
    Strong(Dtype),
    /// A Python `int` (`i*`).
    WeakInt,
    /// A Python `float` (`f*`).
    WeakFloat,
    /// A Python `complex` (`c*`).
    WeakComplex,
}

const NODES: usize = Dtype::COUNT + 3;
const I_WEAK: usize = Dtype::COUNT;
const F_WEAK: usize = Dtype::COUNT + 1;
const C_WEAK: usize = Dtype::COUNT + 2;

/// The names of every node, indexed like [`JaxType::ALL`]: the 15 dtypes then `i*`, `f*`, `c*`.
const NAMES: [&str; NODES] = {
    let mut names = [""; NODES];
    let mut i = 0;
    while i < Dtype::COUNT {
        names[i] = Dtype::NAMES[i];
        i += 1;
    }
    names[I_WEAK] = "i*";
    names[F_WEAK] = "f*";
    names[C_WEAK] = "c*";
    names
};

/// The lattice's edges, each from a type to the next types above it (JAX's
/// `_type_promotion_lattice`).
const EDGES: &[(usize, usize)] = {
    use Dtype::*;
    const fn d(x: Dtype) -> usize {
        x as usize
    }
    &[
        (d(Bool), I_WEAK),
        (I_WEAK, d(Uint8)),
        (I_WEAK, d(Int8)),
        (d(Uint8), d(Int16)),
        (d(Uint8), d(Uint16)),
        (d(Uint16), d(Int32)),
        (d(Uint16), d(Uint32)),
        (d(Uint32), d(Int64)),
        (d(Uint32), d(Uint64)),
        (d(Uint64), F_WEAK),
        (d(Int8), d(Int16)),
        (d(Int16), d(Int32)),
        (d(Int32), d(Int64)),
        (d(Int64), F_WEAK),
        (F_WEAK, d(Bfloat16)),
        (F_WEAK, d(Float16)),
        (F_WEAK, C_WEAK),
        (d(Bfloat16), d(Float32)),
        (d(Float16), d(Float32)),
        (d(Float32), d(Float64)),
        (d(Float32), d(Complex64)),
        (d(Float64), d(Complex128)),
        (C_WEAK, d(Complex64)),
        (d(Complex64), d(Complex128)),
    ]
};

/// For each node, the bitmask of the nodes at or above it.
const UP: [u32; NODES] = {
    let mut up = [0u32; NODES];
    let mut i = 0;
    while i < NODES {
        up[i] = 1 << i;
        i += 1;
    }
    // Each pass lifts every mask over one more edge; NODES passes reach any path's end.
    let mut pass = 0;
    while pass < NODES {
        let mut e = 0;
        while e < EDGES.len() {
            let (lo, hi) = EDGES[e];
            up[lo] |= up[hi];
            e += 1;
        }
        pass += 1;
    }
    up
};

/// The least upper bound of every pair: the node whose up-set is exactly the common up-set.
const JOIN: [[u8; NODES]; NODES] = {
    let mut join = [[u8::MAX; NODES]; NODES];
    let mut a = 0;
    while a < NODES {
        let mut b = 0;
        while b < NODES {
            let common = UP[a] & UP[b];
            let mut z = 0;
            while z < NODES {
                if UP[z] == common {
                    join[a][b] = z as u8;
                }
                z += 1;
            }
            assert!(
                join[a][b] != u8::MAX,
                "the lattice must have a join for every pair"
            );
            b += 1;
        }
        a += 1;
    }
    join
};

impl JaxType {
    /// Every type, in the order of `ivy table --rules jax`: the 15 dtypes in Ivy's listing
    /// order, then `i*`, `f*`, `c*`.
    pub const ALL: [JaxType; NODES] = {
        let mut all = [JaxType::WeakInt; NODES];
        let mut i = 0;
        while i < Dtype::COUNT {
            all[i] = JaxType::Strong(Dtype::ALL[i]);
            i += 1;
        }
        all[F_WEAK] = JaxType::WeakFloat;
        all[C_WEAK] = JaxType::WeakComplex;
        all
    };

    const fn node(self) -> usize {
        match self {
            JaxType::Strong(d) => d as usize,
            JaxType::WeakInt => I_WEAK,
            JaxType::WeakFloat => F_WEAK,
            JaxType::WeakComplex => C_WEAK,
        }
    }

    /// The least upper bound of two types on the lattice: what JAX promotes them to.
    #[inline]
    pub const fn join(self, other: JaxType) -> JaxType {
        JaxType::ALL[JOIN[self.node()][other.node()] as usize]
    }

    /// Whether this is a weak (Python scalar) type.
    pub const fn is_weak(self) -> bool {
        !matches!(self, JaxType::Strong(_))
    }

    /// The name as seed 003's table and `ivy table` write it for weak types (`i*`), or the
    /// dtype's name.
    pub const fn name(self) -> &'static str {
        NAMES[self.node()]
    }
}

impl Word for JaxType {
    const WHAT: &'static str = "JAX lattice type";
    const ALL: &'static [JaxType] = &JaxType::ALL;
    const NAMES: &'static [&'static str] = &NAMES;

    fn index(self) -> usize {
        self.node()
    }
}

// A dtype name, or `i*`, `f*`, `c*`.
ivy_grammar::word_enum!(@text JaxType);

/// Ivy's non-precise table: JAX's `promote_types` with 64-bit types enabled, i.e. the lattice
/// join of two dtypes with a weak result made concrete at 64 bits (only `uint64` with a signed
/// integer has one: `f*`, so `float64`).
pub(super) const IVY_NONPRECISE: [[Dtype; Dtype::COUNT]; Dtype::COUNT] = {
    let mut t = [[Dtype::Bool; Dtype::COUNT]; Dtype::COUNT];
    let mut a = 0;
    while a < Dtype::COUNT {
        let mut b = 0;
        while b < Dtype::COUNT {
            t[a][b] = match JOIN[a][b] as usize {
                I_WEAK => Dtype::Int64,
                F_WEAK => Dtype::Float64,
                C_WEAK => Dtype::Complex128,
                z => Dtype::ALL[z],
            };
            b += 1;
        }
        a += 1;
    }
    t
};
