//! A token's standing over a long call: a stream (a feed subscription, a watch of the tables)
//! opened with a token is ended, with UNAUTHENTICATED, once that token is revoked or expires,
//! so that an open stream is held to the rule every new call meets at the gate.

use crate::clock::now;
use futures::stream::{self, BoxStream, StreamExt};
use livedraw_auth::Revocations;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;
use tonic::{Request, Status};

/// How often a stream's token is looked at again: well inside the second a revocation has.
const LOOK_EVERY: Duration = Duration::from_millis(200);

/// The token a call was admitted with, and the revocations of the studio instance.
#[derive(Clone, Debug)]
pub struct Standing {
    token_id: String,
    expires_at: u64,
    revocations: Revocations,
}

impl Standing {
    pub(crate) fn new(token_id: String, expires_at: u64, revocations: Revocations) -> Standing {
        Standing {
            token_id,
            expires_at,
            revocations,
        }
    }

    /// The standing the gate put on `request`; none for a request that did not pass a
    /// [`crate::TokenGate`] (such a request has no caller either, and is refused).
    pub fn of<T>(request: &Request<T>) -> Option<Standing> {
        request.extensions().get::<Standing>().cloned()
    }

    /// `items`, ended with UNAUTHENTICATED ("token revoked" or "token expired") as soon as the
    /// token lapses; ended as `items` ends otherwise.
    pub fn guard<T: Send + 'static>(
        self,
        items: BoxStream<'static, Result<T, Status>>,
    ) -> BoxStream<'static, Result<T, Status>> {
        let guarded = Guarded {
            items,
            lapsed: Box::pin(self.lapsed()),
            over: false,
        };
        stream::unfold(guarded, Guarded::next).boxed()
    }

    /// Completes when the token is revoked or expires, with the status that ends the stream.
    async fn lapsed(self) -> Status {
        let mut looks = tokio::time::interval(LOOK_EVERY);
        loop {
            looks.tick().await;
            if self.revocations.is_token_revoked(&self.token_id) {
                return Status::unauthenticated("token revoked");
            }
            if now() >= self.expires_at {
                return Status::unauthenticated("token expired");
            }
        }
    }
}

/// A stream and the lapse that may end it.
struct Guarded<T> {
    items: BoxStream<'static, Result<T, Status>>,
    lapsed: Pin<Box<dyn Future<Output = Status> + Send>>,
    over: bool,
}

impl<T> Guarded<T> {
    async fn next(mut self) -> Option<(Result<T, Status>, Guarded<T>)> {
        if self.over {
            return None;
        }
        tokio::select! {
            item = self.items.next() => item.map(|item| (item, self)),
            status = &mut self.lapsed => {
                tracing::info!(reason = status.message(), "stream ended: its token lapsed");
                self.over = true;
                Some((Err(status), self))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing(revocations: &Revocations, expires_at: u64) -> Standing {
        Standing::new("t-1".into(), expires_at, revocations.clone())
    }

    #[tokio::test]
    async fn r4_a_stream_ends_unauthenticated_once_its_token_is_revoked() {
        let revocations = Revocations::default();
        let forever = stream::pending::<Result<u32, Status>>().boxed();
        let mut guarded = standing(&revocations, u64::MAX).guard(forever);
        revocations.revoke_token("t-1");
        let ended = tokio::time::timeout(Duration::from_secs(1), guarded.next())
            .await
            .expect("within a second");
        let status = ended
            .and_then(Result::err)
            .map(|status| status.message().to_string());
        assert_eq!(status.as_deref(), Some("token revoked"));
        assert!(guarded.next().await.is_none(), "nothing after the lapse");
    }

    #[tokio::test]
    async fn r4_a_stream_ends_when_its_token_expires_and_otherwise_runs_its_course() {
        let revocations = Revocations::default();
        let expired =
            standing(&revocations, 1).guard(stream::pending::<Result<u32, Status>>().boxed());
        let first: Vec<_> = expired.collect().await;
        assert!(matches!(&first[..], [Err(status)] if status.message() == "token expired"));
        let items = stream::iter([Ok(1), Ok(2)]).boxed();
        let through: Vec<u32> = standing(&revocations, u64::MAX)
            .guard(items)
            .filter_map(|item| async move { item.ok() })
            .collect()
            .await;
        assert_eq!(through, [1, 2]);
    }
}
