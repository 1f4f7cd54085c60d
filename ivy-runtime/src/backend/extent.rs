//! The host memory a strided array's elements lie in, for `may_share_memory`.

use std::ops::Range;

/// The addresses a strided array's elements lie within: from the lowest byte of any element
/// to just past the highest, as NumPy's memory extents (`first`: the address of the element
/// at index 0; `strides` in elements, of any sign). Gaps between the elements count as inside.
/// `None` without elements.
///
/// ```
/// use ivy_runtime::strided_extent;
///
/// // Three f32 elements two apart from address 1000: bytes 1000 to 1020.
/// assert_eq!(strided_extent(1000, &[3], &[2], 4), Some(1000..1020));
/// // Reversed: element 0 is the highest.
/// assert_eq!(strided_extent(1016, &[3], &[-2], 4), Some(1000..1020));
/// assert_eq!(strided_extent(1000, &[2, 0], &[1, 1], 4), None);
/// ```
pub fn strided_extent(
    first: usize,
    shape: &[usize],
    strides: &[isize],
    itemsize: usize,
) -> Option<Range<usize>> {
    if shape.contains(&0) {
        return None;
    }
    // The lowest and highest element offsets, in bytes from `first`.
    let (mut low, mut high) = (0isize, 0isize);
    for (&n, &stride) in shape.iter().zip(strides) {
        let reach = (n as isize - 1)
            .checked_mul(stride)?
            .checked_mul(itemsize as isize)?;
        if reach < 0 {
            low = low.checked_add(reach)?;
        } else {
            high = high.checked_add(reach)?;
        }
    }
    let start = first.checked_add_signed(low)?;
    let end = first.checked_add_signed(high)?.checked_add(itemsize)?;
    Some(start..end)
}
