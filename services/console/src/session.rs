//! Signing in: a person gives their token once; the console verifies it (signature, expiry,
//! issuer, audience, role) and keeps it in an HttpOnly, SameSite=Strict cookie, which the
//! browser sends with every later request and never to another site. Each request verifies it
//! again, so an expired token gets no more data.

use super::problem::Problem;
use axum::http::header::{AUTHORIZATION, COOKIE};
use axum::http::{HeaderMap, HeaderValue};
use livedraw_auth::{Revocations, Role, TokenError, TokenVerifier};
use livedraw_client::pki::now;
use livedraw_gate::{COMMANDING, READING};

/// The cookie that carries the signed-in person's token.
pub(super) const COOKIE_NAME: &str = "livedraw_session";

/// Which page a request is for: each needs its own roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Page {
    /// The supervisor console: `supervisor` or `admin`, as the `Supervisor` service.
    Console,
    /// The betting page: `frontend`, `supervisor` or `admin`, as the `Feed`.
    Betting,
}

impl Page {
    fn roles(self) -> &'static [Role] {
        match self {
            Page::Console => COMMANDING,
            Page::Betting => READING,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Page::Console => "the supervisor console",
            Page::Betting => "the betting page",
        }
    }
}

/// A verified, signed-in person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Session {
    /// The token, sent on with every gRPC call.
    pub token: String,
    /// The token's subject.
    pub subject: String,
    /// The strongest role of the token that the page accepts.
    pub role: Role,
    /// When the token expires (Unix seconds).
    pub expires_at: u64,
}

/// Verifies `token` for `page` at `now` (Unix seconds), unless it was revoked.
pub(super) fn verify(
    verifier: &TokenVerifier,
    revocations: &Revocations,
    token: &str,
    page: Page,
    now: u64,
) -> Result<Session, Problem> {
    let token = token.trim();
    if token.is_empty() {
        return Err(Problem::unauthenticated("sign in with your token"));
    }
    let verified = verifier
        .verify(token, now)
        .and_then(|verified| revocations.admit_token(verified))
        .map_err(|error| {
            Problem::unauthenticated(match error {
                TokenError::Expired { .. } => {
                    "your token has expired: sign in with a new one".into()
                }
                TokenError::Revoked => {
                    "your token was revoked: ask an administrator for a new one".into()
                }
                other => format!("this token is not valid here: {other}"),
            })
        })?;
    let role = page
        .roles()
        .iter()
        .find(|role| verified.roles.contains(role))
        .copied()
        .ok_or_else(|| {
            let wanted: Vec<&str> = page.roles().iter().map(|role| role.as_str()).collect();
            Problem::new(
                axum::http::StatusCode::FORBIDDEN,
                format!(
                    "`{}` may not open {}: it needs the role {}",
                    verified.subject,
                    page.name(),
                    wanted.join(" or ")
                ),
            )
        })?;
    Ok(Session {
        token: token.to_string(),
        subject: verified.subject,
        role,
        expires_at: verified.expires_at,
    })
}

/// The session of a request: its `Authorization: Bearer` header, else its cookie.
pub(super) fn of_request(
    verifier: &TokenVerifier,
    revocations: &Revocations,
    headers: &HeaderMap,
    page: Page,
) -> Result<Session, Problem> {
    let token = bearer(headers)
        .or_else(|| cookie(headers))
        .ok_or_else(|| Problem::unauthenticated("not signed in: sign in with your token"))?;
    verify(verifier, revocations, &token, page, now())
}

/// The `Set-Cookie` value that keeps `session` until its token expires; `secure` over HTTPS.
pub(super) fn set_cookie(session: &Session, secure: bool) -> Result<HeaderValue, Problem> {
    let max_age = session.expires_at.saturating_sub(now());
    let secure = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{COOKIE_NAME}={}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age}{secure}",
        session.token
    ))
    .map_err(|_| Problem::bad_request("the token is not printable ASCII, so it is no JWT"))
}

/// The `Set-Cookie` value that signs out.
pub(super) fn clear_cookie() -> HeaderValue {
    HeaderValue::from_static("livedraw_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0")
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}

fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE_NAME)
        .map(|(_, token)| token.to_string())
        .filter(|token| !token.is_empty())
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test stops at the first failure")]
mod tests {
    use super::*;
    use livedraw_auth::{TokenIssuer, TokenKeys};
    use std::time::Duration;

    const HOUR: Duration = Duration::from_secs(3600);

    fn keys() -> (TokenIssuer, TokenVerifier) {
        let keys = TokenKeys::generate().unwrap();
        (
            TokenIssuer::from_pem(&keys.private_pem).unwrap(),
            TokenVerifier::from_pem(&keys.public_pem).unwrap(),
        )
    }

    #[test]
    fn a_supervisor_token_opens_both_pages_and_a_frontend_token_only_the_betting_page() {
        let (issuer, verifier) = keys();
        let now = now();
        let supervisor = issuer.issue("ana", &[Role::Supervisor], now, HOUR).unwrap();
        let frontend = issuer.issue("shop", &[Role::Frontend], now, HOUR).unwrap();
        assert_eq!(
            verify(
                &verifier,
                &Revocations::default(),
                &supervisor,
                Page::Console,
                now
            )
            .unwrap()
            .role,
            Role::Supervisor
        );
        assert!(verify(
            &verifier,
            &Revocations::default(),
            &supervisor,
            Page::Betting,
            now
        )
        .is_ok());
        assert!(verify(
            &verifier,
            &Revocations::default(),
            &frontend,
            Page::Betting,
            now
        )
        .is_ok());
        let refused = verify(
            &verifier,
            &Revocations::default(),
            &frontend,
            Page::Console,
            now,
        )
        .unwrap_err();
        assert_eq!(refused.status, axum::http::StatusCode::FORBIDDEN);
        assert!(refused
            .message
            .contains("needs the role admin or supervisor"));
    }

    #[test]
    fn forged_expired_and_missing_tokens_are_unauthenticated() {
        let (issuer, verifier) = keys();
        let (other, _) = keys();
        let now = now();
        let forged = other.issue("ana", &[Role::Admin], now, HOUR).unwrap();
        let expired = issuer
            .issue("ana", &[Role::Supervisor], now - 7200, HOUR)
            .unwrap();
        for (token, says) in [
            (forged.as_str(), "not valid here"),
            (expired.as_str(), "expired"),
            ("", "sign in"),
            ("garbage", "not valid here"),
        ] {
            let refused = verify(
                &verifier,
                &Revocations::default(),
                token,
                Page::Console,
                now,
            )
            .unwrap_err();
            assert_eq!(
                refused.status,
                axum::http::StatusCode::UNAUTHORIZED,
                "{token}"
            );
            assert!(refused.message.contains(says), "{}", refused.message);
        }
    }

    #[test]
    fn r4_a_revoked_token_is_signed_out() {
        let (issuer, verifier) = keys();
        let now = now();
        let token = issuer.issue("ana", &[Role::Supervisor], now, HOUR).unwrap();
        let revocations = Revocations::default();
        assert!(verify(&verifier, &revocations, &token, Page::Console, now).is_ok());
        revocations.revoke_token(&livedraw_auth::token_id(&token).unwrap());
        let refused = verify(&verifier, &revocations, &token, Page::Console, now).unwrap_err();
        assert_eq!(refused.status, axum::http::StatusCode::UNAUTHORIZED);
        assert!(refused.message.contains("revoked"), "{}", refused.message);
    }

    #[test]
    fn the_cookie_or_a_bearer_header_carries_the_token() {
        let mut headers = HeaderMap::new();
        assert_eq!(cookie(&headers), None);
        headers.insert(
            COOKIE,
            HeaderValue::from_static("a=1; livedraw_session=tok; b=2"),
        );
        assert_eq!(cookie(&headers).as_deref(), Some("tok"));
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Bearer xyz"));
        assert_eq!(bearer(&headers).as_deref(), Some("xyz"));
    }
}
