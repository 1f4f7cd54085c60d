//! [`Shown`] and [`HostArray::select_edges`]: the entries printing shows of a large array.

use super::{HostArray, HostElement, each_host};
use crate::error::Result;

/// What printing shows of one axis: its first `head` and last `tail` entries, with `...` for
/// the ones between; the whole axis when `head + tail` is its length or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Entries shown from the start.
    pub head: usize,
    /// Entries shown from the end.
    pub tail: usize,
}

impl Shown {
    /// Every entry of an axis of length `n`.
    pub fn whole(n: usize) -> Shown {
        Shown { head: n, tail: 0 }
    }

    /// The positions shown along an axis of length `n`, in order: the head, then the tail.
    ///
    /// ```
    /// use ivy_runtime::Shown;
    ///
    /// let [head, tail] = Shown { head: 2, tail: 1 }.ranges(10);
    /// assert_eq!((head, tail), (0..2, 9..10));
    /// assert_eq!(Shown { head: 2, tail: 1 }.ranges(3), [0..3, 3..3]);
    /// ```
    pub fn ranges(self, n: usize) -> [std::ops::Range<usize>; 2] {
        if self.elides(n) {
            [0..self.head, n - self.tail..n]
        } else {
            [0..n, n..n]
        }
    }

    /// Whether some entries of an axis of length `n` are left out (shown as `...`).
    pub fn elides(self, n: usize) -> bool {
        self.head.saturating_add(self.tail) < n
    }

    /// How many entries of an axis of length `n` are shown.
    pub(crate) fn len(self, n: usize) -> usize {
        if self.elides(n) {
            self.head + self.tail
        } else {
            n
        }
    }
}

impl HostArray {
    /// The array with only the entries [`shown[i]`](Shown) keeps along each axis `i` (axes
    /// past the end of `shown` kept whole).
    pub fn select_edges(self, shown: &[Shown]) -> Result<HostArray> {
        let shape = self.shape().to_vec();
        let picks: Vec<Vec<usize>> = shape
            .iter()
            .enumerate()
            .map(|(axis, &n)| {
                let s = shown.get(axis).copied().unwrap_or(Shown::whole(n));
                s.ranges(n).into_iter().flatten().collect()
            })
            .collect();
        let new_shape: Vec<usize> = picks.iter().map(Vec::len).collect();
        let (_, data) = self.into_parts();
        let data = each_host!(data, |v: T| T::into_data(gather(&v, &shape, &picks)));
        HostArray::from_data(new_shape, data)
    }
}

/// The elements of a row-major array of `shape` at the cartesian product of `picks`.
fn gather<T: HostElement>(v: &[T], shape: &[usize], picks: &[Vec<usize>]) -> Vec<T> {
    let total: usize = picks.iter().map(Vec::len).product();
    let mut out = Vec::with_capacity(total);
    if total == 0 {
        return out;
    }
    // Row-major strides, and an odometer over the picked indices.
    let mut strides = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1];
    }
    let mut at = vec![0usize; shape.len()];
    loop {
        let offset: usize = at
            .iter()
            .zip(picks)
            .zip(&strides)
            .map(|((&i, p), s)| p[i] * s)
            .sum();
        out.push(v[offset]);
        let mut axis = shape.len();
        loop {
            if axis == 0 {
                return out;
            }
            axis -= 1;
            at[axis] += 1;
            if at[axis] < picks[axis].len() {
                break;
            }
            at[axis] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::HostData;

    #[test]
    fn keeps_the_edges_of_marked_axes() {
        let h = HostArray::new(vec![3, 8], (0..24).collect::<Vec<i32>>()).unwrap();
        let edges = Shown { head: 2, tail: 2 };
        let s = h.select_edges(&[Shown::whole(3), edges]).unwrap();
        assert_eq!(s.shape(), &[3, 4]);
        assert_eq!(
            s.data(),
            &HostData::Int32(vec![0, 1, 6, 7, 8, 9, 14, 15, 16, 17, 22, 23])
        );
        let e = HostArray::new(vec![0, 9], Vec::<u8>::new()).unwrap();
        let edges = Shown { head: 3, tail: 3 };
        assert_eq!(e.select_edges(&[edges, edges]).unwrap().shape(), &[0, 6]);
        // Head only.
        let h = HostArray::new(vec![2, 3], (0..6).collect::<Vec<i32>>()).unwrap();
        let s = h.select_edges(&[Shown { head: 1, tail: 0 }]).unwrap();
        assert_eq!(s.data(), &HostData::Int32(vec![0, 1, 2]));
    }
}
