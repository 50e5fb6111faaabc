//! Bearer tokens for supervisors and frontends.

use crate::caller::Caller;
use crate::clock::now;
use crate::denial::deny;
use crate::standing::Standing;
use livedraw_auth::{Revocations, Role, TokenError, TokenVerifier};
use std::sync::Arc;
use tonic::metadata::MetadataMap;
use tonic::service::Interceptor;
use tonic::{Code, Request, Status};

/// The supervisor service's name, in denial logs.
pub const SUPERVISOR: &str = "livedraw.v1.Supervisor";
/// The feed's name, in denial logs.
pub const FEED: &str = "livedraw.v1.Feed";
/// The Decisions service's name, in denial logs.
pub const DECISIONS: &str = "livedraw.v1.Decisions";

/// Roles that may command tables, strongest first.
pub const COMMANDING: &[Role] = &[Role::Admin, Role::Supervisor];
/// Roles that may read the feed, strongest first.
pub const READING: &[Role] = &[Role::Admin, Role::Supervisor, Role::Frontend];
/// Roles that may send players' decisions: betting frontends only (a supervisor or an
/// administrator does not play).
pub const DECIDING: &[Role] = &[Role::Frontend];

/// Lets a call through when its `authorization: Bearer <JWT>` verifies and grants one of the
/// service's roles; puts the [`Caller`] on the request. Missing, garbled, expired, badly signed,
/// foreign (issuer, audience) or revoked tokens are UNAUTHENTICATED; a token without an
/// accepted role is PERMISSION_DENIED.
#[derive(Clone)]
pub struct TokenGate {
    verifier: Arc<TokenVerifier>,
    revocations: Revocations,
    service: &'static str,
    roles: &'static [Role],
}

impl TokenGate {
    /// A gate for `service` accepting `roles` (strongest first: the caller's role is the first
    /// of them its token grants), refusing the tokens in `revocations` as they are revoked.
    pub fn new(
        verifier: Arc<TokenVerifier>,
        revocations: Revocations,
        service: &'static str,
        roles: &'static [Role],
    ) -> TokenGate {
        TokenGate {
            verifier,
            revocations,
            service,
            roles,
        }
    }

    /// The supervisor service's gate: `supervisor` or `admin`.
    pub fn supervisors(verifier: Arc<TokenVerifier>, revocations: Revocations) -> TokenGate {
        TokenGate::new(verifier, revocations, SUPERVISOR, COMMANDING)
    }

    /// The feed's gate: `frontend`, `supervisor` or `admin` (read-only).
    pub fn readers(verifier: Arc<TokenVerifier>, revocations: Revocations) -> TokenGate {
        TokenGate::new(verifier, revocations, FEED, READING)
    }

    /// The Decisions service's gate: `frontend` only; players' decisions come from betting
    /// frontends, and a `supervisor` or `admin` token is PERMISSION_DENIED.
    pub fn deciders(verifier: Arc<TokenVerifier>, revocations: Revocations) -> TokenGate {
        TokenGate::new(verifier, revocations, DECISIONS, DECIDING)
    }

    fn admit(&self, metadata: &MetadataMap) -> Result<(Caller, Standing), (Code, String)> {
        let token = bearer(metadata).map_err(|reason| (Code::Unauthenticated, reason))?;
        let verified = self
            .verifier
            .verify(token, now())
            .and_then(|verified| self.revocations.admit_token(verified))
            .map_err(|error| (Code::Unauthenticated, describe(&error)))?;
        let role = self
            .roles
            .iter()
            .find(|role| verified.roles.contains(role))
            .ok_or_else(|| {
                let wanted: Vec<&str> = self.roles.iter().map(|role| role.as_str()).collect();
                (
                    Code::PermissionDenied,
                    format!(
                        "`{}` has no role that may call {} (needs {})",
                        verified.subject,
                        self.service,
                        wanted.join(" or ")
                    ),
                )
            })?;
        let standing = Standing::new(
            verified.token_id,
            verified.expires_at,
            self.revocations.clone(),
        );
        let caller = Caller {
            subject: verified.subject,
            role: *role,
        };
        Ok((caller, standing))
    }
}

impl Interceptor for TokenGate {
    fn call(&mut self, mut request: Request<()>) -> Result<Request<()>, Status> {
        match self.admit(request.metadata()) {
            Ok((caller, standing)) => {
                request.extensions_mut().insert(caller);
                request.extensions_mut().insert(standing);
                Ok(request)
            }
            Err((code, reason)) => Err(deny(self.service, &request, code, reason)),
        }
    }
}

/// The token of `authorization: Bearer <token>`.
fn bearer(metadata: &MetadataMap) -> Result<&str, String> {
    let value = metadata
        .get("authorization")
        .ok_or("missing `authorization: Bearer <token>`")?;
    let text = value
        .to_str()
        .map_err(|_| "the `authorization` metadata is not text")?;
    match text.split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") && !token.is_empty() => {
            Ok(token.trim())
        }
        _ => Err("the `authorization` metadata is not `Bearer <token>`".to_string()),
    }
}

fn describe(error: &TokenError) -> String {
    match error {
        TokenError::Expired { .. } => "token expired".to_string(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, reason = "test")]

    use super::*;
    use livedraw_auth::{TokenIssuer, TokenKeys};
    use std::sync::OnceLock;
    use std::time::Duration;

    fn keys() -> &'static TokenKeys {
        static KEYS: OnceLock<TokenKeys> = OnceLock::new();
        KEYS.get_or_init(|| TokenKeys::generate().unwrap())
    }

    fn deciders() -> TokenGate {
        let verifier = Arc::new(TokenVerifier::from_pem(&keys().public_pem).unwrap());
        TokenGate::deciders(verifier, Revocations::default())
    }

    /// A call carrying a valid token for `subject` with `roles`.
    fn call(subject: &str, roles: &[Role]) -> Request<()> {
        call_issued_at(subject, roles, now())
    }

    /// A call carrying a token of the studio's key for `subject` with `roles`, issued at
    /// `issued_at` (Unix seconds) and valid for an hour from then.
    fn call_issued_at(subject: &str, roles: &[Role], issued_at: u64) -> Request<()> {
        let token = TokenIssuer::from_pem(&keys().private_pem)
            .unwrap()
            .issue(subject, roles, issued_at, Duration::from_secs(3600))
            .unwrap();
        let mut request = Request::new(());
        request
            .metadata_mut()
            .insert("authorization", format!("Bearer {token}").parse().unwrap());
        request
    }

    #[test]
    fn r4_the_deciders_gate_lets_a_frontend_through_as_its_verified_caller() {
        let admitted = deciders()
            .call(call("frontend-7", &[Role::Frontend]))
            .expect("a frontend may decide");
        let caller = Caller::of(&admitted).expect("the gate puts the caller on the call");
        assert_eq!(
            caller,
            Caller {
                subject: "frontend-7".into(),
                role: Role::Frontend,
            }
        );
        // A token granting more roles is let through as the frontend it also is.
        let admitted = deciders()
            .call(call("desk", &[Role::Admin, Role::Frontend]))
            .expect("a frontend may decide");
        assert_eq!(Caller::of(&admitted).expect("caller").role, Role::Frontend);
    }

    #[test]
    fn r4_the_deciders_gate_refuses_a_supervisor_or_admin_token_and_a_call_without_one() {
        for role in [Role::Supervisor, Role::Admin] {
            let denied = deciders()
                .call(call("alice", &[role]))
                .expect_err("only frontends decide");
            assert_eq!(denied.code(), Code::PermissionDenied, "{role}");
            assert_eq!(
                denied.message(),
                "`alice` has no role that may call livedraw.v1.Decisions (needs frontend)"
            );
        }
        let denied = deciders().call(Request::new(())).expect_err("no token");
        assert_eq!(denied.code(), Code::Unauthenticated);
    }

    /// Issue 29, finding 5, on a gRPC port: a token of the studio's key issued in 2033 is
    /// UNAUTHENTICATED (the verifier's `nbf` and `iat` checks are in `livedraw-auth`).
    #[test]
    fn finding_5_r4_a_token_issued_in_the_future_is_unauthenticated() {
        const ISSUED_2033: u64 = 1_988_150_400;
        let denied = deciders()
            .call(call_issued_at("frontend-7", &[Role::Frontend], ISSUED_2033))
            .expect_err("not issued yet");
        assert_eq!(denied.code(), Code::Unauthenticated);
        assert_eq!(
            denied.message(),
            "token issued in the future, at 1988150400 (Unix seconds)"
        );
    }
}
