// Arrays compare element-wise through `less`, `equal`, ...: `<` and `==` cannot return arrays.
fn main() -> ivy::Result<()> {
    let a = ivy::array![1.0f32, 2.0]?;
    let b = ivy::array![2.0f32, 1.0]?;
    let _ = &a < &b;
    let _ = a == b;
    Ok(())
}
