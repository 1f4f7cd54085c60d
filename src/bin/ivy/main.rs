//! The `ivy` command: a tour of the dtype system, promotions and whole promotion tables, the
//! conformance sweep of the backends, and the support report of the declarations.

mod conformance;
mod query;
mod support;
mod support_html;
mod table;
mod tour;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use ivy::{JaxType, Operand, PromotionRules};

/// ivy for Rust: dtype-aware array functions on interchangeable backends.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Print a short tour of the dtype system (what runs with no command).
    Tour,
    /// Print the dtype two dtypes (or 0-d arrays) promote to.
    Promote {
        /// A dtype name; with `[]` a 0-d array of it (`float64[]`: under `--rules torch` it
        /// ranks below arrays with dimensions); under `--rules jax` also `i*`, `f*` or `c*`.
        a: String,
        /// A dtype name; with `[]` a 0-d array of it (`float64[]`: under `--rules torch` it
        /// ranks below arrays with dimensions); under `--rules jax` also `i*`, `f*` or `c*`.
        b: String,
        /// ivy-precise, ivy-nonprecise, array-api, jax, numpy or torch.
        #[arg(long, default_value = "ivy-precise")]
        rules: String,
    },
    /// Print a whole table for a rule set.
    Table {
        /// Which table.
        kind: TableKind,
        /// ivy-precise, ivy-nonprecise, array-api, jax, numpy or torch.
        #[arg(long, default_value = "ivy-precise")]
        rules: String,
        /// Print JSON: {"rules", "dtypes", "table": {row: {col: cell}}}.
        #[arg(long)]
        json: bool,
    },
    /// Call every library function and every frontend function with every dtype under every
    /// casting mode on the built-in backends, and check what happens against the declarations
    /// and the ndarray backend's results; exit status 1 if any cell is inconsistent.
    Conformance {
        /// Only this backend (ndarray, or candle when built in).
        #[arg(long)]
        backend: Option<String>,
        /// Print JSON: {"backends", "cells", "consistent", "types_checked", "inconsistent", "failures"}.
        #[arg(long)]
        json: bool,
    },
    /// Report, from the declarations alone, what every function does with every dtype on the
    /// built-in backends: supported, supported through superset promotion, only under a
    /// casting mode, unsupported, or invalid on the backend; each with what decided it.
    Support {
        /// Only this function, on every backend, with its supported and unsupported dtypes
        /// on each (Ivy's `function_supported_dtypes` without a backend set).
        function: Option<String>,
        /// Only this backend (ndarray, or candle when built in).
        #[arg(long)]
        backend: Option<String>,
        /// The backend's declarations as they resolve at this release (needs --backend).
        #[arg(long)]
        version: Option<String>,
        /// Print JSON (its shape is in docs/cli.md).
        #[arg(long, conflicts_with = "html")]
        json: bool,
        /// Write a self-contained HTML page to FILE.
        #[arg(long, value_name = "FILE")]
        html: Option<std::path::PathBuf>,
    },
    /// Explain, step by step, what one function does with one dtype: which declaration, which
    /// version key matched and why, what each casting mode would do.
    Explain {
        /// The function, e.g. tan.
        function: String,
        /// The input dtype, e.g. float16.
        dtype: String,
        /// The backend (default: ndarray).
        #[arg(long, default_value = "ndarray")]
        backend: String,
        /// The backend's declarations as they resolve at this release.
        #[arg(long)]
        version: Option<String>,
        /// The kind of device: cpu, gpu or tpu.
        #[arg(long, default_value = "cpu")]
        device: String,
    },
    /// Print the output types of a call of FUNCTION with arrays of these types (every other
    /// argument at its default), without running it: `ivy type sum 'int8[3, ?]'`.
    Type {
        /// The function, e.g. matmul.
        function: String,
        /// The array arguments' types, e.g. 'float32[?, 3]' or 'int8[]' (`?`: unknown).
        types: Vec<String>,
        /// The backend (default: ndarray).
        #[arg(long, default_value = "ndarray")]
        backend: String,
        /// The backend's declarations as they resolve at this release.
        #[arg(long)]
        version: Option<String>,
        /// `get_item`'s and `set_item`'s query, as NumPy writes it inside `x[...]`: integers,
        /// slices, `None`, `...` (e.g. '0, ::-1, None'; a leading `-` is taken as written).
        #[arg(long, allow_hyphen_values = true)]
        query: Option<String>,
    },
}

/// The tables `ivy table` prints.
#[derive(Clone, Copy, ValueEnum)]
pub enum TableKind {
    /// What each pair promotes to (`null` where the rules leave it undefined).
    Promote,
    /// Whether the row dtype casts to the column dtype: promote(row, col) == col.
    CanCast,
}

/// Bad input: a one-line message on stderr and exit status 2.
struct BadInput(String);

impl From<ivy::ParseError> for BadInput {
    fn from(e: ivy::ParseError) -> Self {
        BadInput(e.to_string())
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command.unwrap_or(Command::Tour) {
        Command::Tour => Ok(print_out(&tour::render())),
        Command::Promote { a, b, rules } => promote(&a, &b, &rules),
        Command::Table { kind, rules, json } => rules
            .parse::<PromotionRules>()
            .map(|rules| {
                let table = table::Table::build(kind, rules);
                if json {
                    print_out(&format!("{}\n", table.to_json()))
                } else {
                    print_out(&table.to_text())
                }
            })
            .map_err(BadInput::from),
        Command::Conformance { backend, json } => run_conformance(backend.as_deref(), json),
        Command::Support {
            function,
            backend,
            version,
            json,
            html,
        } => run_support(
            function.as_deref(),
            backend.as_deref(),
            version.as_deref(),
            json,
            html,
        ),
        Command::Explain {
            function,
            dtype,
            backend,
            version,
            device,
        } => run_explain(&function, &dtype, &backend, version.as_deref(), &device),
        Command::Type {
            function,
            types,
            backend,
            version,
            query,
        } => run_type(
            &function,
            &types,
            &backend,
            version.as_deref(),
            query.as_deref(),
        ),
    };
    outcome.unwrap_or_else(|BadInput(message)| {
        print_err(&message);
        ExitCode::from(2)
    })
}

fn run_conformance(backend: Option<&str>, json: bool) -> Result<ExitCode, BadInput> {
    let backends = conformance::select(backend).map_err(BadInput)?;
    let report = ivy::conformance::check(&backends).map_err(|e| BadInput(e.to_string()))?;
    let printed = if json {
        print_out(&format!("{}\n", conformance::to_json(&report)))
    } else {
        print_out(&conformance::to_text(&report))
    };
    Ok(if report.inconsistent() > 0 {
        ExitCode::FAILURE
    } else {
        printed
    })
}

fn run_support(
    function: Option<&str>,
    backend: Option<&str>,
    version: Option<&str>,
    json: bool,
    html: Option<std::path::PathBuf>,
) -> Result<ExitCode, BadInput> {
    let only = function
        .map(support::function)
        .transpose()
        .map_err(BadInput)?;
    let backends = support::backends(backend, version).map_err(BadInput)?;
    let reports: Vec<support::BackendReport> = backends
        .into_iter()
        .map(|b| support::report(b, only))
        .collect();
    if let Some(path) = html {
        // A file that cannot be written (a full disk) is an output failure, as on stdout
        // (status 1), not bad input.
        return Ok(match std::fs::write(&path, support_html::page(&reports)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                print_err(&format!("cannot write {}: {e}", path.display()));
                ExitCode::FAILURE
            }
        });
    }
    Ok(if json {
        print_out(&format!("{:#}\n", support::to_json(&reports)))
    } else {
        print_out(&support::to_text(&reports))
    })
}

fn run_explain(
    function: &str,
    dtype: &str,
    backend: &str,
    version: Option<&str>,
    device: &str,
) -> Result<ExitCode, BadInput> {
    let f = support::function(function).map_err(BadInput)?;
    let dtype: ivy::Dtype = dtype.parse()?;
    let device: ivy::DeviceKind = device.parse()?;
    let backends = support::backends(Some(backend), version).map_err(BadInput)?;
    let mut out = String::new();
    for b in backends {
        out.push_str(&support::explain(&f.decision_on(b, dtype, device)));
    }
    Ok(print_out(&out))
}

/// `ivy type`: one output type per line; a call the function would refuse prints its error
/// (status 1).
fn run_type(
    function: &str,
    types: &[String],
    backend: &str,
    version: Option<&str>,
    query: Option<&str>,
) -> Result<ExitCode, BadInput> {
    let f = support::function(function).map_err(BadInput)?;
    let types: Vec<ivy::TensorType> = types
        .iter()
        .map(|t| t.parse().map_err(|e: ivy::Error| BadInput(e.to_string())))
        .collect::<Result<_, _>>()?;
    let query = query.map(query::parse).transpose().map_err(BadInput)?;
    let typed = |types: &[ivy::TensorType]| -> ivy::Result<Vec<ivy::TensorType>> {
        match (&query, f.name, types) {
            (None, _, _) => f.output_types(types),
            (Some(q), "get_item", [x]) => ivy::get_item::output_type(x, q).map(|t| vec![t]),
            (Some(q), "set_item", [x, val]) => {
                ivy::set_item::output_type(x, q, val).map(|t| vec![t])
            }
            (Some(_), "get_item" | "set_item", _) => Err(ivy::Error::InvalidInput(format!(
                "{} with a query takes {} type(s)",
                f.name,
                if f.name == "get_item" {
                    "one array"
                } else {
                    "two array"
                }
            ))),
            (Some(_), name, _) => Err(ivy::Error::InvalidInput(format!(
                "--query is get_item's and set_item's; {name} takes none"
            ))),
        }
    };
    let backends = support::backends(Some(backend), version).map_err(BadInput)?;
    let mut out = String::new();
    for b in backends {
        match ivy::with_backend(b, || typed(&types)) {
            Ok(outputs) => {
                for t in outputs {
                    out.push_str(&format!("{t}\n"));
                }
            }
            Err(ivy::Error::InvalidInput(message)) => return Err(BadInput(message)),
            Err(e) => {
                print_err(&e.to_string());
                return Ok(ExitCode::FAILURE);
            }
        }
    }
    Ok(print_out(&out))
}

/// `promote` where an operand is a 0-d array (a dtype with `[]`, as a 0-d type is written):
/// the two as arrays under `rules` (`result_type`).
fn promote_arrays(a: &str, b: &str, rules: PromotionRules) -> Result<ExitCode, BadInput> {
    let operand = |s: &str| -> Result<Operand, BadInput> {
        Ok(match s.strip_suffix("[]") {
            Some(d) => Operand::of_array(d.parse()?, true, false),
            None => Operand::Typed(s.parse()?),
        })
    };
    let operands = [operand(a)?, operand(b)?];
    Ok(
        match ivy::with_promotion_rules(rules, || ivy::result_type(&operands)) {
            Ok(d) => print_out(&format!("{d}\n")),
            Err(e) => {
                print_err(&e.to_string());
                ExitCode::from(1)
            }
        },
    )
}

/// Writes `text` to stdout. A reader that stops early (`ivy table promote | head -c 10`) is not
/// a failure: the rest of the output is simply not wanted, so the command ends quietly with
/// success. Any other write error is reported, with status 1.
fn print_out(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            print_err(&format!("cannot write the output: {e}"));
            ExitCode::FAILURE
        }
    }
}

/// Writes `ivy: <message>` to stderr; if stderr itself is gone there is no one left to tell.
fn print_err(message: &str) {
    let _ = writeln!(io::stderr(), "ivy: {message}");
}

fn promote(a: &str, b: &str, rules: &str) -> Result<ExitCode, BadInput> {
    let rules: PromotionRules = rules.parse()?;
    if a.ends_with("[]") || b.ends_with("[]") {
        return promote_arrays(a, b, rules);
    }
    if rules == PromotionRules::Jax {
        let (a, b): (JaxType, JaxType) = (a.parse()?, b.parse()?);
        return Ok(print_out(&format!("{}\n", a.join(b))));
    }
    let (a, b): (ivy::Dtype, ivy::Dtype) = (a.parse()?, b.parse()?);
    match rules.promote(a, b) {
        Some(d) => Ok(print_out(&format!("{d}\n"))),
        None => {
            let defined: Vec<&str> = PromotionRules::ALL
                .iter()
                .filter(|r| r.promote(a, b).is_some())
                .map(|r| r.name())
                .collect();
            print_err(&format!(
                "{a} and {b} have no common dtype under the {rules} rules (defined under {})",
                defined.join(", ")
            ));
            Ok(ExitCode::from(1))
        }
    }
}
