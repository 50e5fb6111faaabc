//! Revocations (R4, R11): an administrator withdraws a token (by id) or a device certificate
//! (by serial) before it expires. The change is journaled on the access topic, the system of
//! record every service instance reads its revocations from; the reply comes once it is
//! durable there.

use crate::refusal::Refusal;
use livedraw_auth::{check_token_id, parse_serial, Role};
use livedraw_bus::{EventLog, NewRecord, Topic, CONTENT_TYPE};
use livedraw_gate::Caller;
use livedraw_ingest::now;
use livedraw_protocol::supervisor::Note;
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::access_change::Change;
use livedraw_protocol::v1::{
    AccessChange, CertificateRevoked, RevocationReply, RevokeCertificateRequest,
    RevokeTokenRequest, TokenRevoked,
};
use prost::Message;

/// The key of every record on the access topic (it has one partition).
pub const ACCESS_KEY: &[u8] = b"access";

/// The `content-type` header of an access record.
pub const ACCESS_CHANGE_CONTENT_TYPE: &str =
    "application/x-protobuf; messageType=livedraw.v1.AccessChange";

/// The change a `RevokeToken` request asks for.
pub fn token(request: RevokeTokenRequest) -> Result<(Change, Note), Refusal> {
    check_token_id(&request.token_id).map_err(|error| Refusal::BadCredential(error.to_string()))?;
    let change = Change::TokenRevoked(TokenRevoked {
        token_id: request.token_id,
    });
    Ok((change, Note::new(request.note)?))
}

/// The change a `RevokeCertificate` request asks for, its serial in the one spelling the
/// gates compare.
pub fn certificate(request: RevokeCertificateRequest) -> Result<(Change, Note), Refusal> {
    let serial =
        parse_serial(&request.serial).map_err(|error| Refusal::BadCredential(error.to_string()))?;
    let change = Change::CertificateRevoked(CertificateRevoked { serial });
    Ok((change, Note::new(request.note)?))
}

/// Journals `change` for `caller`, who must be an administrator.
pub async fn journal(
    log: &dyn EventLog,
    caller: Caller,
    change: Change,
    note: Note,
) -> Result<RevocationReply, Refusal> {
    if caller.role != Role::Admin {
        return Err(Refusal::NotAdmin(caller.subject));
    }
    let recorded_at = Some(timestamp::encode(now()));
    let record = AccessChange {
        recorded_at,
        subject: caller.subject,
        role: caller.role.as_str().to_string(),
        note: note.as_str().to_string(),
        request_id: uuid::Uuid::new_v4().to_string(),
        change: Some(change),
    };
    let appended = log
        .append(
            Topic::Access,
            NewRecord::new(ACCESS_KEY.to_vec(), record.encode_to_vec())
                .with_header(CONTENT_TYPE, ACCESS_CHANGE_CONTENT_TYPE),
        )
        .await
        .map_err(Refusal::JournalUnavailable)?;
    tracing::warn!(
        subject = %record.subject,
        revoked = revoked(&record),
        access_offset = appended.offset,
        request_id = %record.request_id,
        "credential revoked"
    );
    Ok(RevocationReply {
        access_offset: appended.offset,
        recorded_at,
    })
}

/// What a change revokes: a token id or a certificate serial (empty for none).
pub fn revoked(change: &AccessChange) -> &str {
    match &change.change {
        Some(Change::TokenRevoked(token)) => &token.token_id,
        Some(Change::CertificateRevoked(certificate)) => &certificate.serial,
        None => "",
    }
}
