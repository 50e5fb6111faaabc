//! Credentials: one token key pair per test binary, and tokens signed by it.

use livedraw_auth::{Role, TokenIssuer, TokenKeys, TokenVerifier};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tonic::Request;

/// How long [`token`]'s tokens are valid.
const HOUR: Duration = Duration::from_secs(3600);

/// The studio's token key pair, one per test binary (generating one takes a while).
pub fn keys() -> &'static TokenKeys {
    static KEYS: OnceLock<TokenKeys> = OnceLock::new();
    KEYS.get_or_init(|| TokenKeys::generate().expect("a token key pair"))
}

/// A verifier of [`keys`]' tokens, as a service's token gate holds it.
pub fn verifier() -> Arc<TokenVerifier> {
    Arc::new(TokenVerifier::from_pem(&keys().public_pem).expect("the test public key"))
}

/// Seconds since the epoch.
fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970")
        .as_secs()
}

/// A token for `subject` with `roles`, signed by `private_pem`, issued `age` ago and valid
/// for `ttl` from then.
pub fn token_signed(
    private_pem: &str,
    subject: &str,
    roles: &[Role],
    age: Duration,
    ttl: Duration,
) -> String {
    TokenIssuer::from_pem(private_pem)
        .expect("a private key")
        .issue(subject, roles, now() - age.as_secs(), ttl)
        .expect("a token")
}

/// A token of the studio's key for `subject` with `roles`, valid for an hour.
pub fn token(subject: &str, roles: &[Role]) -> String {
    token_signed(&keys().private_pem, subject, roles, Duration::ZERO, HOUR)
}

/// `message` with `authorization: Bearer <token>`.
pub fn with_token<T>(message: T, token: &str) -> Request<T> {
    let mut request = Request::new(message);
    let value = format!("Bearer {token}").parse().expect("a token is ASCII");
    request.metadata_mut().insert("authorization", value);
    request
}

/// `message` from `subject` acting as `role`, with a valid token.
pub fn as_caller<T>(message: T, subject: &str, role: Role) -> Request<T> {
    with_token(message, &token(subject, &[role]))
}
