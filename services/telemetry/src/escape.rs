//! The text format's fields, written so that no value can forge a log line (issue 29: a
//! request's text reached the log raw, newlines included, and could add a fake line).
//!
//! Every value is written on one line and as one token: a field value that is not one plain
//! word (a space, a quote, `=`, a backslash, any control or invisible character) is Debug-quoted,
//! so `\n`, `\r`, NUL, C0 and C1 controls and Unicode line separators come out as escapes and
//! a space cannot start a fake `name=value`; strings are always quoted, as the default format
//! does. The message keeps its plain words but has its control characters escaped, and is
//! quoted whole when it holds a `=`. JSON lines need none of this: serde_json escapes every
//! string.

use std::fmt;
use tracing::field::{Field, Visit};
use tracing_subscriber::field::RecordFields;
use tracing_subscriber::fmt::format::{FormatFields, Writer};

/// Formats an event's or a span's fields for the text format, escaped (see the module).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct EscapedFields;

impl<'writer> FormatFields<'writer> for EscapedFields {
    fn format_fields<R: RecordFields>(&self, writer: Writer<'writer>, fields: R) -> fmt::Result {
        let mut visitor = Escaping {
            writer,
            empty: true,
            result: Ok(()),
        };
        fields.record(&mut visitor);
        visitor.result
    }
}

/// Writes fields one by one, separated by spaces.
struct Escaping<'writer> {
    writer: Writer<'writer>,
    empty: bool,
    result: fmt::Result,
}

impl Escaping<'_> {
    /// Writes `name=value`, or the message when `name` is `message`; `quote` quotes even a
    /// plain word.
    fn write(&mut self, name: &str, value: &str, quote: bool) {
        if self.result.is_err() {
            return;
        }
        if !self.empty {
            self.result = self.writer.write_char(' ');
        }
        self.empty = false;
        if name == "message" {
            self.result = self.result.and_then(|()| message(&mut self.writer, value));
            return;
        }
        let name = name.strip_prefix("r#").unwrap_or(name);
        let ansi = self.writer.has_ansi_escapes();
        self.result = self.result.and_then(|()| {
            if ansi {
                // Italic name, dimmed `=`, as the default format colours them.
                write!(self.writer, "\x1b[3m{name}\x1b[0m\x1b[2m=\x1b[0m")?;
            } else {
                write!(self.writer, "{name}=")?;
            }
            if quote || !plain(value) {
                write!(self.writer, "{value:?}")
            } else {
                self.writer.write_str(value)
            }
        });
    }
}

impl Visit for Escaping<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.write(field.name(), value, true);
    }

    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.write(field.name(), &value.to_string(), false);
        let mut sources = Vec::new();
        let mut source = value.source();
        while let Some(error) = source {
            sources.push(error.to_string());
            source = error.source();
        }
        if !sources.is_empty() {
            let name = format!("{}.sources", field.name());
            self.write(&name, &sources.join(": "), true);
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.write(field.name(), &format!("{value:?}"), false);
    }
}

/// Whether `value` is one plain word that reads the same bare: not empty, no space, quote,
/// `=`, backslash, control or character Debug would escape.
fn plain(value: &str) -> bool {
    !value.is_empty()
        && value.chars().all(|c| {
            !c.is_whitespace()
                && !matches!(c, '"' | '\'' | '=' | '\\')
                && c.escape_debug().count() == 1
        })
}

/// The message: bare with its control characters (and Unicode line separators) escaped, or
/// quoted whole when it holds a `=` that could pass for a field.
fn message(writer: &mut Writer<'_>, text: &str) -> fmt::Result {
    if text.contains('=') {
        return write!(writer, "{text:?}");
    }
    for c in text.chars() {
        if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
            write!(writer, "{}", c.escape_debug())?;
        } else {
            writer.write_char(c)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_stay_bare_and_the_rest_is_quoted() {
        for word in ["demo-admin", "127.0.0.1:50051", "403", "1.5ms", "wheel-1/3"] {
            assert!(plain(word), "{word}");
        }
        for text in [
            "",
            "two words",
            "a=b",
            "x\ny",
            "nul\0",
            "c1\u{85}",
            "tab\t",
            "\u{2028}",
        ] {
            assert!(!plain(text), "{text:?}");
        }
    }

    #[test]
    fn the_message_escapes_controls_and_is_quoted_when_it_holds_an_equals_sign() {
        let mut out = String::new();
        message(
            &mut Writer::new(&mut out),
            "signed in\n2026 INFO forged\r\0",
        )
        .expect("written");
        assert_eq!(out, "signed in\\n2026 INFO forged\\r\\0");
        let mut out = String::new();
        message(&mut Writer::new(&mut out), "refused subject=demo-admin").expect("written");
        assert_eq!(out, "\"refused subject=demo-admin\"");
    }
}
