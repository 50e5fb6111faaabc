//! The games' tests' table spec, written as the studio file's options.

use crate::table::TableSpec;

/// A table spec with `text`'s options.
pub(crate) fn options(text: &str) -> TableSpec {
    toml::from_str(&format!("id = \"t\"\ngame = \"x\"\n{text}")).expect("options")
}
