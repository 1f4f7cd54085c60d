//! `ivy type get_item TYPE --query '0, ::-1, None'`: a query written as NumPy writes the
//! inside of `x[...]`, for the queries a type can carry (integers, slices, `None`, `...`;
//! index arrays have values, which a type has not).

use ivy::Index;

/// The query `text` spells, or what is wrong with it and what is accepted.
pub fn parse(text: &str) -> Result<Vec<Index<'static>>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| match item {
            "..." => Ok(Index::Ellipsis),
            "None" | "newaxis" => Ok(Index::NewAxis),
            _ if item.contains(':') => slice(item),
            _ => integer(item, item).map(Index::At),
        })
        .collect()
}

/// `start:stop:step`, each part optional.
fn slice(item: &str) -> Result<Index<'static>, String> {
    let parts: Vec<&str> = item.split(':').map(str::trim).collect();
    if parts.len() > 3 {
        return Err(format!(
            "`{item}` has more than two `:`; a slice is `start:stop:step`"
        ));
    }
    let part = |i: usize| -> Result<Option<isize>, String> {
        match parts.get(i).copied().unwrap_or("") {
            "" => Ok(None),
            p => integer(p, item).map(Some),
        }
    };
    let step = part(2)?.unwrap_or(1);
    if step == 0 {
        return Err(format!(
            "`{item}` has a step of 0; a slice's step is a nonzero integer"
        ));
    }
    Ok(Index::Slice {
        start: part(0)?,
        stop: part(1)?,
        step,
    })
}

fn integer(text: &str, item: &str) -> Result<isize, String> {
    text.parse().map_err(|_| {
        format!(
            "`{item}` is not an index: a query takes integers, slices `start:stop:step`, \
             `None` (a new axis) and `...`, separated by commas"
        )
    })
}
