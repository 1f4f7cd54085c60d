//! Whole promotion and can-cast tables of a rule set, as JSON or as a text grid.

use ivy::{Dtype, JaxType, PromotionRules};
use serde_json::{Map, Value, json};

use crate::TableKind;

/// A square table over the rule set's types (the 15 dtypes; under jax also `i*`, `f*`, `c*`).
pub struct Table {
    rules: PromotionRules,
    names: Vec<&'static str>,
    cells: Vec<Vec<Value>>,
}

impl Table {
    /// Computes every cell.
    pub fn build(kind: TableKind, rules: PromotionRules) -> Table {
        let promote: Box<dyn Fn(usize, usize) -> Option<&'static str>> =
            if rules == PromotionRules::Jax {
                Box::new(|i, j| Some(JaxType::ALL[i].join(JaxType::ALL[j]).name()))
            } else {
                Box::new(move |i, j| rules.promote(Dtype::ALL[i], Dtype::ALL[j]).map(Dtype::name))
            };
        let names: Vec<&'static str> = if rules == PromotionRules::Jax {
            JaxType::ALL.iter().map(|t| t.name()).collect()
        } else {
            Dtype::NAMES.to_vec()
        };
        let n = names.len();
        let cells = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| match kind {
                        TableKind::Promote => promote(i, j).map_or(Value::Null, Value::from),
                        TableKind::CanCast => Value::Bool(promote(i, j) == Some(names[j])),
                    })
                    .collect()
            })
            .collect();
        Table {
            rules,
            names,
            cells,
        }
    }

    /// `{"rules": R, "dtypes": [...], "table": {"<row>": {"<col>": cell}}}`, in listing order.
    pub fn to_json(&self) -> String {
        let table: Map<String, Value> = self
            .names
            .iter()
            .zip(&self.cells)
            .map(|(row, cells)| {
                let cols: Map<String, Value> = self
                    .names
                    .iter()
                    .zip(cells)
                    .map(|(col, cell)| (col.to_string(), cell.clone()))
                    .collect();
                (row.to_string(), Value::Object(cols))
            })
            .collect();
        json!({ "rules": self.rules.name(), "dtypes": self.names, "table": table }).to_string()
    }

    /// A grid with row and column headers; `-` marks an undefined pair.
    pub fn to_text(&self) -> String {
        let cell = |v: &Value| match v {
            Value::String(s) => s.clone(),
            Value::Bool(b) => if *b { "yes" } else { "no" }.to_owned(),
            _ => "-".to_owned(),
        };
        let width = self.names.iter().map(|n| n.len()).max().unwrap_or(0).max(3);
        let mut out = format!("{:width$}", self.rules.name());
        for col in &self.names {
            out.push_str(&format!(" {col:>width$}"));
        }
        out.push('\n');
        for (row, cells) in self.names.iter().zip(&self.cells) {
            out.push_str(&format!("{row:width$}"));
            for v in cells {
                out.push_str(&format!(" {:>width$}", cell(v)));
            }
            out.push('\n');
        }
        out
    }
}
