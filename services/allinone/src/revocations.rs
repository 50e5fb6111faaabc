//! The instance's revocations, followed from the access topic: every token id and device
//! certificate serial an administrator revoked (`Supervisor.RevokeToken`,
//! `RevokeCertificate`, on any instance) goes into the [`Revocations`] the gates read, within
//! the log's delivery time. A new instance reads the topic from its start before it serves, so
//! it refuses what was revoked before it started.

use crate::error::StudioError;
use futures::StreamExt;
use livedraw_auth::Revocations;
use livedraw_bus::{read_end, subscribe_past_losses, EventLog, Record, RecordStream, Topic};
use livedraw_protocol::v1::access_change::Change;
use livedraw_protocol::v1::AccessChange;
use prost::Message;
use std::sync::Arc;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Follows the access topic while it lives.
pub(super) struct Follower {
    task: JoinHandle<()>,
}

impl Drop for Follower {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Fills `revocations` from the access topic of `log`: returns once every change already
/// there is applied, and keeps applying new ones.
pub(super) async fn follow(
    log: &Arc<dyn EventLog>,
    revocations: Revocations,
) -> Result<Follower, StudioError> {
    let end = read_end(log.as_ref(), Topic::Access, 0)
        .await
        .map_err(StudioError::Access)?;
    let changes =
        subscribe_past_losses(Arc::clone(log), Topic::Access, 0, 0).map_err(StudioError::Access)?;
    let (applied, mut caught_up) = watch::channel(0);
    let task = tokio::spawn(apply_all(changes, revocations, applied));
    // The sender lives until the subscription ends, which only a closing log makes happen.
    caught_up
        .wait_for(|applied| *applied >= end)
        .await
        .map_err(|_| StudioError::Access(livedraw_bus::BusError::Closed))?;
    tracing::info!(changes = end, "revocations read from the access topic");
    Ok(Follower { task })
}

async fn apply_all(
    mut changes: RecordStream,
    revocations: Revocations,
    applied: watch::Sender<u64>,
) {
    while let Some(record) = changes.next().await {
        match record {
            Ok(record) => {
                apply(&revocations, &record);
                applied.send_replace(record.offset + 1);
            }
            Err(error) => {
                // Refusing everything would stop the studio; the gates keep what they have.
                tracing::error!(%error, "the access topic is unreadable: no new revocation is enforced until restart");
                return;
            }
        }
    }
}

fn apply(revocations: &Revocations, record: &Record) {
    let change = match AccessChange::decode(record.payload.as_slice()) {
        Ok(change) => change,
        Err(error) => {
            tracing::error!(offset = record.offset, %error, "an access change does not decode; skipped");
            return;
        }
    };
    match &change.change {
        Some(Change::TokenRevoked(token)) => {
            revocations.revoke_token(&token.token_id);
            tracing::info!(token_id = %token.token_id, by = %change.subject, "token revoked: refused from now on");
        }
        Some(Change::CertificateRevoked(certificate)) => {
            revocations.revoke_certificate(&certificate.serial);
            tracing::info!(serial = %certificate.serial, by = %change.subject, "device certificate revoked: refused from now on");
        }
        None => {
            tracing::error!(
                offset = record.offset,
                "an access change names nothing; skipped"
            )
        }
    }
}
