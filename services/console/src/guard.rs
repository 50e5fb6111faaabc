//! What every console response carries and what every action must show (issue 29):
//!
//! - [`headers`]: on every response, pages, JSON, CSV, events and errors alike, the content
//!   security policy, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, and over
//!   HTTPS `Strict-Transport-Security`;
//! - [`same_origin`]: an action (any method but `GET`, `HEAD` and `OPTIONS`) sent by a browser
//!   from another origin is refused with 403 and logged. The cookie is SameSite=Strict, but a
//!   page on another port of the same host is the same *site* and gets it sent; its `Origin`
//!   (or, without one, `Sec-Fetch-Site`) gives it away. A request with neither header comes
//!   from no browser (curl, a script), which a cross-site page cannot make.

use super::problem::Problem;
use axum::extract::{Request, State};
use axum::http::header::{
    CONTENT_SECURITY_POLICY, HOST, ORIGIN, STRICT_TRANSPORT_SECURITY, X_CONTENT_TYPE_OPTIONS,
    X_FRAME_OPTIONS,
};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Only the studio's own scripts and styles run on its pages, and no page frames it.
const POLICY: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; \
                      script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/// Browsers remember for a year to come back over HTTPS only.
const HSTS: &str = "max-age=31536000";

/// Adds the security headers to `response`; `secure`: served over HTTPS.
pub(super) async fn headers(State(secure): State<bool>, mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY));
    headers.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    // Over plain HTTP (the demo's plaintext mode) browsers ignore it, as RFC 6797 says.
    if secure {
        headers.insert(STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
    }
    response
}

/// Refuses an action a browser sends from another origin; `secure`: served over HTTPS.
pub(super) async fn same_origin(
    State(secure): State<bool>,
    request: Request,
    next: Next,
) -> Response {
    if matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) {
        return next.run(request).await;
    }
    match foreign(request.headers(), secure) {
        Some(origin) => Problem::new(
            StatusCode::FORBIDDEN,
            format!("an action from another origin is refused: `{origin}`"),
        )
        .into_response(),
        None => next.run(request).await,
    }
}

/// The request's origin, when it is not the console's own (`http(s)://` and its `Host`).
fn foreign(headers: &HeaderMap, secure: bool) -> Option<String> {
    let Some(origin) = headers.get(ORIGIN) else {
        return match headers.get("sec-fetch-site").map(HeaderValue::as_bytes) {
            None | Some(b"same-origin" | b"none") => None,
            Some(site) => Some(format!("Sec-Fetch-Site: {}", String::from_utf8_lossy(site))),
        };
    };
    let scheme = if secure { "https" } else { "http" };
    let own = headers
        .get(HOST)
        .map(|host| [scheme.as_bytes(), b"://", host.as_bytes()].concat());
    if own.is_some_and(|own| own.eq_ignore_ascii_case(origin.as_bytes())) {
        None
    } else {
        Some(
            String::from_utf8_lossy(origin.as_bytes())
                .chars()
                .take(100)
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        pairs
            .iter()
            .map(|(name, value)| {
                (
                    axum::http::HeaderName::from_static(name),
                    HeaderValue::from_static(value),
                )
            })
            .collect()
    }

    #[test]
    fn the_consoles_own_origin_passes_and_any_other_is_foreign() {
        let own = headers(&[
            ("host", "127.0.0.1:8443"),
            ("origin", "https://127.0.0.1:8443"),
        ]);
        assert_eq!(foreign(&own, true), None);
        assert_eq!(
            foreign(&own, false).as_deref(),
            Some("https://127.0.0.1:8443")
        );
        let port = headers(&[
            ("host", "127.0.0.1:8443"),
            ("origin", "https://127.0.0.1:9999"),
        ]);
        assert_eq!(
            foreign(&port, true).as_deref(),
            Some("https://127.0.0.1:9999")
        );
        let null = headers(&[("host", "127.0.0.1:8443"), ("origin", "null")]);
        assert_eq!(foreign(&null, true).as_deref(), Some("null"));
        let no_host = headers(&[("origin", "https://127.0.0.1:8443")]);
        assert!(foreign(&no_host, true).is_some());
    }

    #[test]
    fn without_an_origin_the_fetch_site_decides_and_no_browser_passes() {
        assert_eq!(foreign(&headers(&[("host", "h")]), true), None);
        let same = headers(&[("sec-fetch-site", "same-origin")]);
        assert_eq!(foreign(&same, true), None);
        let site = headers(&[("sec-fetch-site", "same-site")]);
        assert!(foreign(&site, true).is_some());
    }
}
