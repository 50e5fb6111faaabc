//! The players of the common-hand tables (Three Card Poker, Fast Poker), who decide on the
//! operator's platform: they follow the tables on `Feed.Subscribe` as a betting frontend does,
//! and at every decision window three of them ask `Feed.CheckDecision` whether their decision
//! may still be taken: one takes the option the published values say is best (deciding
//! well), one the worst (badly), both expecting it accepted; one asks after the window closed
//! (late), expecting it refused. A verdict other than the expected one is a warning.

use livedraw_gate::Authorized;
use livedraw_protocol::v1::check_decision_reply::Verdict;
use livedraw_protocol::v1::decision_window::Window;
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::feed_event::{DecisionWindowOpened, Event};
use livedraw_protocol::v1::{self, DecisionRejection};
use std::time::{Duration, SystemTime};

/// How long after the window's close the late player asks.
const LATE: Duration = Duration::from_millis(300);

/// How long to wait before subscribing again after the stream ended.
const RESUBSCRIBE: Duration = Duration::from_secs(1);

/// Follows `tables` on the feed and plays every decision window, until dropped.
pub(crate) async fn play(feed: FeedClient<Authorized>, tables: Vec<String>) {
    if tables.is_empty() {
        return;
    }
    loop {
        let request = v1::SubscribeRequest {
            table_ids: tables.clone(),
            ..Default::default()
        };
        match feed.clone().subscribe(request).await {
            Ok(stream) => follow(&feed, stream.into_inner()).await,
            Err(status) => tracing::warn!(
                reason = status.message(),
                "the common-hand players cannot follow the feed"
            ),
        }
        tokio::time::sleep(RESUBSCRIBE).await;
    }
}

async fn follow(feed: &FeedClient<Authorized>, mut stream: tonic::Streaming<v1::FeedEvent>) {
    while let Ok(Some(event)) = stream.message().await {
        if let Some(Event::DecisionWindowOpened(opened)) = &event.event {
            if let Some(window) = CommonHandWindow::of(&event, opened) {
                tokio::spawn(window.play(feed.clone()));
            }
        }
    }
}

/// A common hand's open window, as the players see it on the feed.
struct CommonHandWindow {
    table: String,
    draw: u64,
    step: String,
    closes_at: SystemTime,
    /// The options, best first by their published value.
    options: Vec<String>,
}

impl CommonHandWindow {
    /// The window of `opened` when it is a common hand's with its values.
    fn of(event: &v1::FeedEvent, opened: &DecisionWindowOpened) -> Option<CommonHandWindow> {
        let window = opened.window.as_ref()?.window.as_ref()?;
        let Window::CommonHand(common) = window else {
            return None;
        };
        let mut options = opened.values.first()?.options.clone();
        options.sort_by(|a, b| b.value.total_cmp(&a.value));
        let closes_at = SystemTime::try_from(opened.closes_at?).ok()?;
        Some(CommonHandWindow {
            table: event.table_id.clone(),
            draw: event.draw_number,
            step: common.step.clone(),
            closes_at,
            options: options.into_iter().map(|option| option.option).collect(),
        })
    }

    /// The three players' checks: well and badly at once, late after the close.
    async fn play(self, mut feed: FeedClient<Authorized>) {
        let (Some(best), Some(worst)) = (self.options.first(), self.options.last()) else {
            return;
        };
        for (player, option) in [("well", best), ("badly", worst)] {
            let verdict = self.check(&mut feed, option).await;
            if !matches!(verdict, Some(Verdict::Accepted(_))) {
                self.unexpected(player, option, verdict.as_ref());
            }
        }
        let wait = self
            .closes_at
            .duration_since(SystemTime::now())
            .unwrap_or_default();
        tokio::time::sleep(wait + LATE).await;
        let verdict = self.check(&mut feed, best).await;
        let refused_late = matches!(&verdict, Some(Verdict::Rejected(rejected))
        if matches!(
            rejected.reason(),
            DecisionRejection::WindowClosed | DecisionRejection::NotTheCurrentDraw
        ));
        if !refused_late {
            self.unexpected("late", best, verdict.as_ref());
        }
    }

    async fn check(&self, feed: &mut FeedClient<Authorized>, option: &str) -> Option<Verdict> {
        let request = v1::CheckDecisionRequest {
            table_id: self.table.clone(),
            draw_number: self.draw,
            step: self.step.clone(),
            option: option.to_string(),
        };
        match feed.check_decision(request).await {
            Ok(reply) => reply.into_inner().verdict,
            Err(status) => {
                tracing::warn!(
                    table = self.table,
                    draw = self.draw,
                    reason = status.message(),
                    "a common-hand player's decision check failed"
                );
                None
            }
        }
    }

    fn unexpected(&self, player: &str, option: &str, verdict: Option<&Verdict>) {
        tracing::warn!(
            table = self.table,
            draw = self.draw,
            step = self.step,
            player,
            option,
            ?verdict,
            "a common-hand player's decision check was not answered as expected"
        );
    }
}
