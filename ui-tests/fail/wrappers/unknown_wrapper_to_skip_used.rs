use ivy::{Array, Result};

// Issue 46: an unknown wrapper in a mixed function that is declared in full and called: one
// error, at the wrapper.
#[ivy::mixed(to_skip = [inputs_to_ivy_arrays])]
#[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    ivy::add(x, x)
}

fn main() {
    let x = ivy::array![1.0f32].unwrap();
    let _ = double(&x);
}
