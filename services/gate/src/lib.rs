//! Who may call the studio's gRPC services (R4, R11): one gate in front of each service.
//!
//! - Floor devices (ingest) present a client certificate signed by the studio's CA; the
//!   [`DeviceGate`] reads the device id from its subject Common Name and hands the service a
//!   [`DeviceIdentity`], which the service compares with the event's device id.
//! - Supervisors (supervisor service) and frontends (feed, and the Decisions service, which
//!   only frontends may call: [`TokenGate::deciders`]) send `authorization: Bearer <JWT>`;
//!   the [`TokenGate`] verifies it (Ed25519 signature, expiry, issuer, audience), checks the
//!   role, and hands the service a [`Caller`] (subject and role) — the only source of the
//!   identity journaled with a supervisor action or a player's decision.
//!
//! A gate is a tonic interceptor wrapped around the whole service (`InterceptedService`), so
//! every RPC of the service — including ones added later — is behind it; gRPC health and
//! reflection are separate services on the same server and stay open for probes. Each denial
//! is answered UNAUTHENTICATED (no or unusable credentials) or PERMISSION_DENIED (a role that
//! may not) and logged with one structured line (`service`, `peer`, `code`, `reason`).
//!
//! A stream opened with a token ([`Standing::guard`]) ends UNAUTHENTICATED once the token is
//! revoked or expires.
//!
//! [`server_tls`] and [`client_tls`] build the TLS settings (rustls) of both ends; [`Bearer`]
//! adds a token to every call of a client. [`incoming`] is a gRPC port's accept loop: a cap on
//! its open connections and a deadline for the TLS handshake and the HTTP/2 preface.

mod bearer;
mod caller;
mod clock;
mod denial;
mod device;
pub mod incoming;
mod standing;
mod tls;
mod token_gate;

pub use bearer::{Authorized, BadToken, Bearer};
pub use caller::Caller;
pub use device::{DeviceGate, DeviceIdentity, INGEST};
pub use standing::Standing;
pub use tls::{client_tls, server_tls, BadTls};
pub use token_gate::{TokenGate, COMMANDING, DECIDING, DECISIONS, FEED, READING, SUPERVISOR};
