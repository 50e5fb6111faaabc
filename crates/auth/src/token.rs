//! Signed tokens for supervisors and frontends: JWTs signed with the studio's Ed25519 key
//! (`alg: EdDSA`), carrying which token (`jti`, by which an administrator revokes it), who
//! (`sub`), what they may do (`roles`), since and until when (`iat`, `exp`, and `nbf` when
//! an issuer sets it) and, when the studio names them, for whom (`aud`) and from whom (`iss`).
//! A token issued or valid from later than the verifier's now, beyond the clock-skew allowance
//! ([`TOKEN_CLOCK_SKEW_SECONDS`]), is refused.

use crate::error::TokenError;
use crate::role::Role;
use crate::skew::TOKEN_CLOCK_SKEW_SECONDS;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The longest subject accepted: the journal records it with every supervisor action.
pub const MAX_SUBJECT: usize = 128;

/// The longest token id (`jti`) accepted.
pub const MAX_TOKEN_ID: usize = 128;

/// A token's claims, as signed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The token's own id, drawn at random when it is issued: what a revocation names.
    pub jti: String,
    /// Who: the identity recorded with every supervisor action.
    pub sub: String,
    /// The roles granted (`frontend`, `supervisor`, `admin`); unknown names grant nothing.
    pub roles: Vec<String>,
    /// Issued at (seconds since the Unix epoch).
    pub iat: u64,
    /// Expires at (seconds since the Unix epoch).
    pub exp: u64,
    /// Not valid before (seconds since the Unix epoch), when the issuer sets it; livedraw's
    /// issuer does not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nbf: Option<u64>,
    /// The issuer, when the studio names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iss: Option<String>,
    /// The audience, when the studio names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aud: Option<String>,
}

/// A token that verified: who holds it and the roles it grants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The token's id (`jti`).
    pub token_id: String,
    /// Who.
    pub subject: String,
    /// The known roles it grants.
    pub roles: Vec<Role>,
    /// When it expires (seconds since the Unix epoch).
    pub expires_at: u64,
}

/// Signs tokens with the studio's private key.
pub struct TokenIssuer {
    key: EncodingKey,
    issuer: Option<String>,
    audience: Option<String>,
}

impl TokenIssuer {
    /// An issuer signing with the Ed25519 private key `private_pem` (PKCS#8).
    pub fn from_pem(private_pem: &str) -> Result<TokenIssuer, TokenError> {
        let key =
            EncodingKey::from_ed_pem(private_pem.as_bytes()).map_err(|error| TokenError::Key {
                what: "private",
                reason: error.to_string(),
            })?;
        Ok(TokenIssuer {
            key,
            issuer: None,
            audience: None,
        })
    }

    /// Names the issuer (`iss`) and audience (`aud`) in every token.
    pub fn naming(mut self, issuer: Option<String>, audience: Option<String>) -> TokenIssuer {
        self.issuer = issuer;
        self.audience = audience;
        self
    }

    /// A token for `subject` with `roles`, issued `now` (seconds since the Unix epoch) and
    /// valid for `ttl`, with a new random id ([`token_id`] reads it back).
    pub fn issue(
        &self,
        subject: &str,
        roles: &[Role],
        now: u64,
        ttl: Duration,
    ) -> Result<String, TokenError> {
        check_subject(subject)?;
        let claims = Claims {
            jti: uuid::Uuid::new_v4().simple().to_string(),
            sub: subject.to_string(),
            roles: roles.iter().map(|role| role.as_str().to_string()).collect(),
            iat: now,
            exp: now.saturating_add(ttl.as_secs()),
            nbf: None,
            iss: self.issuer.clone(),
            aud: self.audience.clone(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::EdDSA), &claims, &self.key)
            .map_err(|error| TokenError::Malformed(error.to_string()))
    }
}

/// Checks tokens with the studio's public key.
#[derive(Clone)]
pub struct TokenVerifier {
    key: DecodingKey,
    validation: Validation,
    issuer: Option<String>,
    audience: Option<String>,
}

impl TokenVerifier {
    /// A verifier with the Ed25519 public key `public_pem` (SubjectPublicKeyInfo).
    pub fn from_pem(public_pem: &str) -> Result<TokenVerifier, TokenError> {
        let key =
            DecodingKey::from_ed_pem(public_pem.as_bytes()).map_err(|error| TokenError::Key {
                what: "public",
                reason: error.to_string(),
            })?;
        let mut verifier = TokenVerifier {
            key,
            validation: Validation::new(Algorithm::EdDSA),
            issuer: None,
            audience: None,
        };
        verifier.configure();
        Ok(verifier)
    }

    /// Accepts only tokens naming this issuer (`iss`) and audience (`aud`), when given.
    pub fn expecting(mut self, issuer: Option<String>, audience: Option<String>) -> TokenVerifier {
        self.issuer = issuer;
        self.audience = audience;
        self.configure();
        self
    }

    /// The verifier's rules: signature first, then the claims; the times (`exp`, `nbf`, `iat`)
    /// are checked here against the time the caller passes in, not by the library's clock.
    fn configure(&mut self) {
        let mut validation = Validation::new(Algorithm::EdDSA);
        validation.validate_exp = false;
        validation.validate_nbf = false;
        let mut required = vec!["exp", "sub", "jti"];
        if let Some(issuer) = &self.issuer {
            validation.set_issuer(&[issuer]);
            required.push("iss");
        }
        match &self.audience {
            Some(audience) => {
                validation.set_audience(&[audience]);
                required.push("aud");
            }
            None => validation.validate_aud = false,
        }
        validation.set_required_spec_claims(&required);
        self.validation = validation;
    }

    /// Verifies `token` at `now` (seconds since the Unix epoch): signature, shape, issuer,
    /// audience, subject, times (expired, not yet valid, issued in the future).
    pub fn verify(&self, token: &str, now: u64) -> Result<Verified, TokenError> {
        let data = jsonwebtoken::decode::<Claims>(token, &self.key, &self.validation)
            .map_err(|error| self.refusal(error))?;
        let claims = data.claims;
        check_subject(&claims.sub)?;
        check_token_id(&claims.jti)?;
        check_times(&claims, now)?;
        Ok(Verified {
            token_id: claims.jti,
            subject: claims.sub,
            roles: claims
                .roles
                .iter()
                .filter_map(|name| name.parse().ok())
                .collect(),
            expires_at: claims.exp,
        })
    }

    fn refusal(&self, error: jsonwebtoken::errors::Error) -> TokenError {
        let expected = |name: &Option<String>| name.clone().unwrap_or_default();
        match error.kind() {
            ErrorKind::InvalidSignature => TokenError::BadSignature,
            ErrorKind::InvalidIssuer => TokenError::WrongIssuer {
                expected: expected(&self.issuer),
            },
            ErrorKind::MissingRequiredClaim(claim) if claim == "iss" => TokenError::WrongIssuer {
                expected: expected(&self.issuer),
            },
            ErrorKind::InvalidAudience => TokenError::WrongAudience {
                expected: expected(&self.audience),
            },
            ErrorKind::MissingRequiredClaim(claim) if claim == "aud" => TokenError::WrongAudience {
                expected: expected(&self.audience),
            },
            _ => TokenError::Malformed(error.to_string()),
        }
    }
}

/// The id (`jti`) of `token`, read without checking its signature: for naming a token to
/// revoke from its file. Nothing is granted on it.
pub fn token_id(token: &str) -> Result<String, TokenError> {
    let mut validation = Validation::new(Algorithm::EdDSA);
    validation.insecure_disable_signature_validation();
    validation.validate_exp = false;
    validation.validate_aud = false;
    validation.set_required_spec_claims(&["jti"]);
    let data =
        jsonwebtoken::decode::<Claims>(token.trim(), &DecodingKey::from_secret(&[]), &validation)
            .map_err(|error| TokenError::Malformed(error.to_string()))?;
    check_token_id(&data.claims.jti)?;
    Ok(data.claims.jti)
}

/// Checks that `id` can be a token id: 1 to [`MAX_TOKEN_ID`] printable ASCII characters.
pub fn check_token_id(id: &str) -> Result<(), TokenError> {
    if printable(id, MAX_TOKEN_ID) {
        Ok(())
    } else {
        Err(TokenError::BadTokenId { max: MAX_TOKEN_ID })
    }
}

fn printable(text: &str, max: usize) -> bool {
    !text.is_empty() && text.len() <= max && text.chars().all(|c| c.is_ascii_graphic())
}

/// Expiry is exact; `nbf` and `iat` may be ahead of `now` by the clock-skew allowance, since
/// the issuing machine's clock may be ahead of the verifier's.
fn check_times(claims: &Claims, now: u64) -> Result<(), TokenError> {
    let latest = now.saturating_add(TOKEN_CLOCK_SKEW_SECONDS);
    if claims.exp <= now {
        return Err(TokenError::Expired { at: claims.exp });
    }
    if let Some(from) = claims.nbf.filter(|from| *from > latest) {
        return Err(TokenError::NotYetValid { from });
    }
    if claims.iat > latest {
        return Err(TokenError::IssuedInTheFuture { at: claims.iat });
    }
    Ok(())
}

fn check_subject(subject: &str) -> Result<(), TokenError> {
    if printable(subject, MAX_SUBJECT) {
        Ok(())
    } else {
        Err(TokenError::BadSubject { max: MAX_SUBJECT })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test")]
    use super::*;
    use crate::pki::TokenKeys;

    const NOW: u64 = 1_750_000_000;
    const HOUR: Duration = Duration::from_secs(3600);

    fn pair() -> (TokenIssuer, TokenVerifier) {
        let keys = TokenKeys::generate().unwrap();
        (
            TokenIssuer::from_pem(&keys.private_pem).unwrap(),
            TokenVerifier::from_pem(&keys.public_pem).unwrap(),
        )
    }

    #[test]
    fn r4_a_token_verifies_with_its_subject_and_roles() {
        let (issuer, verifier) = pair();
        let token = issuer
            .issue("alice", &[Role::Supervisor, Role::Frontend], NOW, HOUR)
            .unwrap();
        let verified = verifier.verify(&token, NOW + 10).unwrap();
        assert_eq!(verified.subject, "alice");
        assert_eq!(verified.roles, vec![Role::Supervisor, Role::Frontend]);
        assert_eq!(verified.expires_at, NOW + 3600);
    }

    #[test]
    fn r4_an_expired_token_is_refused_at_the_time_passed_in() {
        let (issuer, verifier) = pair();
        let token = issuer.issue("alice", &[Role::Admin], NOW, HOUR).unwrap();
        assert!(verifier.verify(&token, NOW + 3599).is_ok());
        assert_eq!(
            verifier.verify(&token, NOW + 3600),
            Err(TokenError::Expired { at: NOW + 3600 })
        );
    }

    #[test]
    fn r4_a_token_signed_by_another_key_has_a_bad_signature() {
        let (issuer, _) = pair();
        let (_, verifier) = pair();
        let token = issuer.issue("mallory", &[Role::Admin], NOW, HOUR).unwrap();
        assert_eq!(verifier.verify(&token, NOW), Err(TokenError::BadSignature));
    }

    #[test]
    fn r4_garbage_is_a_malformed_token() {
        let (_, verifier) = pair();
        assert!(matches!(
            verifier.verify("not.a.token", NOW),
            Err(TokenError::Malformed(_))
        ));
        assert!(matches!(
            verifier.verify("", NOW),
            Err(TokenError::Malformed(_))
        ));
    }

    #[test]
    fn r4_issuer_and_audience_are_checked_when_the_studio_names_them() {
        let keys = TokenKeys::generate().unwrap();
        let verifier = TokenVerifier::from_pem(&keys.public_pem)
            .unwrap()
            .expecting(Some("studio".into()), Some("livedraw".into()));
        let issuer = |iss: Option<&str>, aud: Option<&str>| {
            TokenIssuer::from_pem(&keys.private_pem)
                .unwrap()
                .naming(iss.map(String::from), aud.map(String::from))
                .issue("alice", &[Role::Supervisor], NOW, HOUR)
                .unwrap()
        };
        assert!(verifier
            .verify(&issuer(Some("studio"), Some("livedraw")), NOW)
            .is_ok());
        assert!(matches!(
            verifier.verify(&issuer(Some("elsewhere"), Some("livedraw")), NOW),
            Err(TokenError::WrongIssuer { .. })
        ));
        assert!(matches!(
            verifier.verify(&issuer(None, Some("livedraw")), NOW),
            Err(TokenError::WrongIssuer { .. })
        ));
        assert!(matches!(
            verifier.verify(&issuer(Some("studio"), Some("other")), NOW),
            Err(TokenError::WrongAudience { .. })
        ));
        assert!(matches!(
            verifier.verify(&issuer(Some("studio"), None), NOW),
            Err(TokenError::WrongAudience { .. })
        ));
    }

    #[test]
    fn r4_every_token_has_its_own_id_which_its_file_gives_back() {
        let (issuer, verifier) = pair();
        let first = issuer.issue("alice", &[Role::Frontend], NOW, HOUR).unwrap();
        let second = issuer.issue("alice", &[Role::Frontend], NOW, HOUR).unwrap();
        let (first_id, second_id) = (token_id(&first).unwrap(), token_id(&second).unwrap());
        assert_ne!(first_id, second_id);
        assert_eq!(first_id.len(), 32);
        assert_eq!(verifier.verify(&first, NOW).unwrap().token_id, first_id);
        assert!(matches!(token_id("garbage"), Err(TokenError::Malformed(_))));
    }

    #[test]
    fn r4_a_token_without_an_id_is_refused() {
        let keys = TokenKeys::generate().unwrap();
        let verifier = TokenVerifier::from_pem(&keys.public_pem).unwrap();
        #[derive(Serialize)]
        struct Unnamed {
            sub: String,
            roles: Vec<String>,
            exp: u64,
        }
        let key = EncodingKey::from_ed_pem(keys.private_pem.as_bytes()).unwrap();
        let claims = Unnamed {
            sub: "old".into(),
            roles: vec!["admin".into()],
            exp: NOW + 60,
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::EdDSA), &claims, &key).unwrap();
        assert!(matches!(
            verifier.verify(&token, NOW),
            Err(TokenError::Malformed(reason)) if reason.contains("jti")
        ));
    }

    #[test]
    fn r4_subjects_the_journal_cannot_record_are_refused() {
        let (issuer, _) = pair();
        assert!(issuer.issue("", &[Role::Admin], NOW, HOUR).is_err());
        assert!(issuer.issue("a b", &[Role::Admin], NOW, HOUR).is_err());
    }

    /// A token of the studio's key with `claims` changed by `change`, issued at `NOW`.
    fn signed_with(keys: &TokenKeys, change: impl FnOnce(&mut Claims)) -> String {
        let mut claims = Claims {
            jti: "probe".into(),
            sub: "demo-admin".into(),
            roles: vec!["admin".into()],
            iat: NOW,
            exp: NOW + 3600,
            nbf: None,
            iss: None,
            aud: None,
        };
        change(&mut claims);
        let key = EncodingKey::from_ed_pem(keys.private_pem.as_bytes()).unwrap();
        jsonwebtoken::encode(&Header::new(Algorithm::EdDSA), &claims, &key).unwrap()
    }

    /// Issue 29, finding 5: a token with `nbf` in 2033, signed with the studio's key, is not
    /// valid yet; one valid from within the clock-skew allowance is.
    #[test]
    fn finding_5_r4_a_token_is_refused_before_its_nbf() {
        let keys = TokenKeys::generate().unwrap();
        let verifier = TokenVerifier::from_pem(&keys.public_pem).unwrap();
        const NBF_2033: u64 = 1_988_150_400;
        let future = signed_with(&keys, |claims| {
            claims.nbf = Some(NBF_2033);
            claims.exp = NBF_2033 + 3600;
        });
        assert_eq!(
            verifier.verify(&future, NOW),
            Err(TokenError::NotYetValid { from: NBF_2033 })
        );
        assert!(verifier.verify(&future, NBF_2033).is_ok());
        let skewed = signed_with(&keys, |claims| {
            claims.nbf = Some(NOW + TOKEN_CLOCK_SKEW_SECONDS)
        });
        assert!(verifier.verify(&skewed, NOW).is_ok());
        let beyond = signed_with(&keys, |claims| {
            claims.nbf = Some(NOW + TOKEN_CLOCK_SKEW_SECONDS + 1);
        });
        assert!(matches!(
            verifier.verify(&beyond, NOW),
            Err(TokenError::NotYetValid { .. })
        ));
    }

    /// Issue 29, finding 5: a token issued (`iat`) in the future beyond the clock-skew
    /// allowance is refused; within it, accepted.
    #[test]
    fn finding_5_r4_a_token_issued_in_the_future_is_refused() {
        let keys = TokenKeys::generate().unwrap();
        let verifier = TokenVerifier::from_pem(&keys.public_pem).unwrap();
        let issued = |iat: u64| {
            signed_with(&keys, |claims| {
                claims.iat = iat;
                claims.exp = iat + 3600;
            })
        };
        let far = NOW + 10 * TOKEN_CLOCK_SKEW_SECONDS;
        assert_eq!(
            verifier.verify(&issued(far), NOW),
            Err(TokenError::IssuedInTheFuture { at: far })
        );
        assert!(matches!(
            verifier.verify(&issued(NOW + TOKEN_CLOCK_SKEW_SECONDS + 1), NOW),
            Err(TokenError::IssuedInTheFuture { .. })
        ));
        assert!(verifier
            .verify(&issued(NOW + TOKEN_CLOCK_SKEW_SECONDS), NOW)
            .is_ok());
    }
}
