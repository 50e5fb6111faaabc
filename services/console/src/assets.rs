//! The pages, scripts and style sheet, built into the binary: the console needs nothing from
//! the internet at run time.

use super::problem::Problem;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The supervisor console.
pub(super) const CONSOLE: &str = include_str!("assets/index.html");
/// The betting page.
pub(super) const BETTING: &str = include_str!("assets/bet.html");

/// Files under `/assets/`, with their content types.
const FILES: &[(&str, &str, &str)] = &[
    (
        "console.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/console.js"),
    ),
    (
        "bet.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/bet.js"),
    ),
    (
        "common.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/common.js"),
    ),
    (
        "console.css",
        "text/css; charset=utf-8",
        include_str!("assets/console.css"),
    ),
];

/// An HTML page (its content security policy, like every response's, is `guard`'s).
pub(super) fn page(html: &'static str) -> Response {
    (
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-cache"),
        ],
        html,
    )
        .into_response()
}

/// A file under `/assets/`.
pub(super) fn file(name: &str) -> Response {
    match FILES.iter().find(|(file, _, _)| *file == name) {
        Some((_, content_type, body)) => (
            [(CONTENT_TYPE, *content_type), (CACHE_CONTROL, "no-cache")],
            *body,
        )
            .into_response(),
        None => Problem::new(StatusCode::NOT_FOUND, "no such file").into_response(),
    }
}
