//! How far apart the clocks of the studio's machines may be, for each kind of credential.

/// How far the clocks of the machine that issues a certificate and the one that checks it may
/// disagree: a certificate's validity starts this long before it is issued.
pub const CLOCK_SKEW_SECONDS: u64 = 3600;

/// How far ahead of the verifier's clock a token's `iat` or `nbf` may be. Tokens live hours,
/// not years, and the studio's machines keep their clocks by NTP: a minute covers that, where
/// a certificate's hour would let a token issued in the future pass for most of its life.
pub const TOKEN_CLOCK_SKEW_SECONDS: u64 = 60;
