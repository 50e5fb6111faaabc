//! CSV for spreadsheets (`livedraw audit --format csv`, the console's downloads): RFC 4180
//! with a header line, every formula-leading cell neutralised as OWASP recommends, so that a
//! note such as `=HYPERLINK(...)` opens as text, not as a formula (issue 29).
//!
//! A cell that starts with `=`, `+`, `-`, `@`, a tab, a carriage return, a line feed or NUL gets
//! a single quote in front and is quoted; a negative number (`-3`, `-0.5`) is no formula and
//! stays as it is.

use serde::Serialize;

/// What makes a spreadsheet read a cell as a formula when it comes first.
const FORMULA_LEADS: &[char] = &['=', '+', '-', '@', '\t', '\r', '\n', '\0'];

/// `rows` as CSV with a header line (none without rows), formula-leading cells neutralised.
pub fn csv<T: Serialize>(rows: &[T]) -> Result<Vec<u8>, csv::Error> {
    // The csv crate turns the rows into cells; they are written again, cell by cell.
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows {
        writer.serialize(row)?;
    }
    let cells = writer
        .into_inner()
        .map_err(|error| csv::Error::from(error.into_error()))?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(cells.as_slice());
    let mut out = Vec::with_capacity(cells.len());
    for record in reader.records() {
        for (index, cell) in record?.iter().enumerate() {
            if index > 0 {
                out.push(b',');
            }
            write_cell(&mut out, cell);
        }
        out.push(b'\n');
    }
    Ok(out)
}

/// Whether a spreadsheet could take `cell` for a formula.
fn is_formula(cell: &str) -> bool {
    cell.starts_with(FORMULA_LEADS) && !is_negative_number(cell)
}

fn is_negative_number(cell: &str) -> bool {
    cell.strip_prefix('-').is_some_and(|digits| {
        digits.starts_with(|c: char| c.is_ascii_digit()) && digits.parse::<f64>().is_ok()
    })
}

/// One cell: quoted when it holds a comma, a quote or a line break (its quotes doubled), and
/// quoted behind a single quote when it could be a formula.
fn write_cell(out: &mut Vec<u8>, cell: &str) {
    let formula = is_formula(cell);
    if !formula && !cell.contains([',', '"', '\r', '\n']) {
        out.extend_from_slice(cell.as_bytes());
        return;
    }
    out.push(b'"');
    if formula {
        out.push(b'\'');
    }
    out.extend_from_slice(cell.replace('"', "\"\"").as_bytes());
    out.push(b'"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Row {
        note: String,
        draw: i64,
    }

    fn text(rows: &[Row]) -> String {
        String::from_utf8(csv(rows).expect("writes")).expect("utf-8")
    }

    #[test]
    fn csv_formula_injection_every_formula_lead_is_neutralised() {
        let rows: Vec<Row> = [
            "=1+1", "+1", "-1+1", "@SUM(A1)", "\tx", "\rx", "plain", "-3",
        ]
        .into_iter()
        .map(|note| Row {
            note: note.into(),
            draw: -2,
        })
        .collect();
        assert_eq!(
            text(&rows),
            "note,draw\n\"'=1+1\",-2\n\"'+1\",-2\n\"'-1+1\",-2\n\"'@SUM(A1)\",-2\n\
             \"'\tx\",-2\n\"'\rx\",-2\nplain,-2\n-3,-2\n"
        );
    }

    #[test]
    fn cells_that_need_quotes_are_quoted_as_rfc_4180_says() {
        let rows = [Row {
            note: "a \"b\", c\nd".into(),
            draw: 7,
        }];
        assert_eq!(text(&rows), "note,draw\n\"a \"\"b\"\", c\nd\",7\n");
        assert_eq!(text(&[]), "");
    }
}
