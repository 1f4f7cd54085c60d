//! A query `s![..]` is taken as it is or by reference, as ndarray's `slice` takes it.
use ivy::s;

fn main() -> ivy::Result<()> {
    let a = ivy::array![[1, 2, 3], [4, 5, 6]]?;
    let by_value = a.get_item(s![1, ..;-1])?;
    let by_reference = a.get_item(&s![1, ..;-1])?;
    assert_eq!(by_value.to_string(), by_reference.to_string());
    let q = s![0];
    assert_eq!(ivy::get_item(&a, q)?.to_string(), ivy::get_item(&a, &q)?.to_string());
    let v = ivy::array![0]?;
    let set = ivy::set_item(&a, s![0], &v)?;
    assert_eq!(set.to_string(), a.set_item(&s![0], &v)?.to_string());
    let kept = *s![.., 1];
    assert_eq!(ivy::get_item(&a, &kept)?.to_string(), "[2, 5]");
    assert_eq!(a.get_item(kept.as_slice())?.to_string(), "[2, 5]");
    Ok(())
}
