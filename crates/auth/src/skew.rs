//! How far apart the clocks of the studio's machines may be, for every credential.

/// How far the clocks of the machine that issues a credential and the one that checks it may
/// disagree: a certificate's validity starts this long before it is issued, and a token whose
/// `iat` or `nbf` is up to this far ahead of the verifier's clock is accepted.
pub const CLOCK_SKEW_SECONDS: u64 = 3600;
