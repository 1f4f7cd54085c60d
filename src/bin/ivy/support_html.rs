//! `ivy support --html FILE`: the support report as one self-contained page (no network):
//! functions × dtypes per backend, a colour and a symbol per cell, a legend, filters by
//! backend, category and dtype, and a cell's decision on hover or click.

use std::fmt::Write;

use ivy::Dtype;

use crate::support::{BackendReport, LEGEND, short, symbol};

const STYLE: &str = r#"
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; max-width: 62em; }
h1 { font-size: 1.5em; margin: 0 0 .3em; }
h2 { font-size: 1.2em; margin: 1.2em 0 .4em; }
.legend span.cell { display: inline-block; width: 1.6em; text-align: center; }
.legend { margin: .5em 0; }
.legend > span.item { margin-right: 1.2em; white-space: nowrap; }
form { margin: .6em 0 1em; }
form label { margin-right: 1.2em; }
table { border-collapse: collapse; }
th, td { padding: 1px 4px; }
thead th { font-weight: 600; font-size: 12px; position: sticky; top: 0; background: #fff; }
tbody th { text-align: left; font-weight: normal; font-family: ui-monospace, monospace; }
tr.category th { font-family: inherit; font-weight: 600; padding-top: .8em; }
td { text-align: center; width: 2.4em; cursor: pointer; border: 1px solid #fff; }
.native { background: #b9e4c0; }
.superset { background: #bcd9f5; }
.casting { background: #ffdca8; }
.unsupported { background: #f7b9b9; }
.invalid { background: #e6e6e6; color: #888; }
td.chosen { outline: 2px solid #222; }
#detail { position: sticky; bottom: 0; background: #fafafa; border-top: 1px solid #ccc;
  padding: .5em; margin-top: 1em; min-height: 2.8em; }
.hidden { display: none; }
"#;

const SCRIPT: &str = r#"
(function () {
  const $ = (q) => Array.from(document.querySelectorAll(q));
  const backend = document.getElementById('f-backend');
  const category = document.getElementById('f-category');
  const dtype = document.getElementById('f-dtype');
  const detail = document.getElementById('detail');
  function apply() {
    $('section.backend').forEach((s) => {
      s.classList.toggle('hidden', backend.value !== '' && s.dataset.backend !== backend.value);
    });
    $('tr[data-category]').forEach((r) => {
      r.classList.toggle('hidden', category.value !== '' && r.dataset.category !== category.value);
    });
    $('[data-dtype]').forEach((c) => {
      c.classList.toggle('hidden', dtype.value !== '' && c.dataset.dtype !== dtype.value);
    });
  }
  [backend, category, dtype].forEach((f) => f.addEventListener('change', apply));
  $('td[title]').forEach((td) => td.addEventListener('click', () => {
    $('td.chosen').forEach((c) => c.classList.remove('chosen'));
    td.classList.add('chosen');
    const row = td.parentElement;
    detail.textContent = row.dataset.function + ' with ' + td.dataset.dtype + ' on ' +
      row.closest('section').dataset.backend + ': ' + td.title +
      '  (step by step: ivy explain ' + row.dataset.function + ' ' + td.dataset.dtype + ')';
  }));
  apply();
  document.body.dataset.ready = 'yes';
})();
"#;

/// Escapes text for HTML content and attribute values.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page for `reports`.
pub fn page(reports: &[BackendReport]) -> String {
    let mut h = String::new();
    h.push_str("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
    h.push_str("<meta name=\"viewport\" content=\"width=device-width\">\n");
    h.push_str("<title>ivy support report</title>\n<style>");
    h.push_str(STYLE);
    h.push_str("</style></head>\n<body>\n<h1>ivy support report</h1>\n");
    h.push_str(
        "<p>What each function does with an input of each dtype, from the declarations alone \
         (nothing was run). Hover over or click a cell for the declaration and version key that \
         decided it.</p>\n<div class=\"legend\">",
    );
    for (class, sym, meaning) in LEGEND {
        let _ = write!(
            h,
            "<span class=\"item\"><span class=\"cell {class}\">{sym}</span> {}</span>",
            esc(meaning)
        );
    }
    h.push_str("</div>\n<form id=\"filters\">");
    let options = |values: &mut dyn Iterator<Item = String>| -> String {
        values
            .map(|v| format!("<option value=\"{0}\">{0}</option>", esc(&v)))
            .collect()
    };
    let backends = options(&mut reports.iter().map(|r| r.backend.name().to_owned()));
    let mut categories: Vec<&str> = Vec::new();
    for (c, _, _) in reports.iter().flat_map(|r| &r.rows) {
        if !categories.contains(c) {
            categories.push(c);
        }
    }
    let categories = options(&mut categories.iter().map(|c| (*c).to_owned()));
    let dtypes = options(&mut Dtype::ALL.iter().map(|d| d.to_string()));
    let _ = writeln!(
        h,
        "<label>backend <select id=\"f-backend\"><option value=\"\">all</option>{backends}\
         </select></label><label>category <select id=\"f-category\"><option value=\"\">all\
         </option>{categories}</select></label><label>dtype <select id=\"f-dtype\"><option \
         value=\"\">all</option>{dtypes}</select></label></form>"
    );
    for r in reports {
        section(&mut h, r);
    }
    h.push_str("<div id=\"detail\">Click a cell for its decision.</div>\n<script>");
    h.push_str(SCRIPT);
    h.push_str("</script>\n</body></html>\n");
    h
}

/// One backend's table.
fn section(h: &mut String, r: &BackendReport) {
    let b = r.backend;
    let _ = write!(
        h,
        "<section class=\"backend\" data-backend=\"{0}\"><h2>{0} {1}</h2>\n<table><thead><tr>\
         <th>function</th>",
        esc(b.name()),
        b.version()
    );
    for d in Dtype::ALL {
        let _ = write!(h, "<th data-dtype=\"{d}\" title=\"{d}\">{}</th>", short(d));
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    let mut category = "";
    for (cat, f, cells) in &r.rows {
        if *cat != category {
            category = cat;
            let _ = writeln!(
                h,
                "<tr class=\"category\" data-category=\"{cat}\"><th colspan=\"{}\">{cat}</th></tr>",
                Dtype::ALL.len() + 1
            );
        }
        let _ = write!(
            h,
            "<tr class=\"fn\" data-function=\"{0}\" data-category=\"{cat}\"><th>{0}</th>",
            esc(f.name)
        );
        for c in cells {
            // The deciding declaration's note (a framework's bug and its issue), after it.
            let note = c.note.map(|n| format!(" (why: {n})")).unwrap_or_default();
            let _ = write!(
                h,
                "<td class=\"{}\" data-dtype=\"{}\" title=\"{}: {}{}\">{}</td>",
                c.verdict.name(),
                c.dtype,
                esc(&c.verdict.to_string()),
                esc(&c.decided_by),
                esc(&note),
                symbol(&c.verdict)
            );
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody></table></section>\n");
}
