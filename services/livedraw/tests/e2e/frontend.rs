//! What a betting frontend and the floor see while the studio plays (issue "On Kafka, frontends
//! get nothing for some tables"): one `Feed.Subscribe` stream over every table for the whole
//! run, a `CheckBet` on an open market of each round it announces, and a floor `Watch` stream
//! per table that must not end while the studio runs.

use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_gate::Authorized;
use livedraw_protocol::v1::check_bet_reply::Verdict;
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::feed_event::Event;
use livedraw_protocol::v1::{
    CheckBetRequest, FeedEvent, MarketStatus, OddsSet, SubscribeRequest, WatchRequest,
};
use livedraw_studio::StudioConfig;
use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use tokio::task::JoinSet;

/// Per table, what the frontend and the floor saw.
#[derive(Debug, Default)]
pub struct Seen {
    /// Rounds announced with their odds.
    pub rounds: BTreeMap<String, usize>,
    /// Results (settled or cancelled).
    pub results: BTreeMap<String, usize>,
    /// Bets `CheckBet` accepted on an announced round.
    pub accepted: BTreeMap<String, usize>,
    /// Bets it refused, by table and reason.
    pub refused: BTreeMap<(String, String), usize>,
    /// Feed or watch streams that ended, and why.
    pub ended: Vec<String>,
}

impl Seen {
    /// The tables of `config` for which the frontend missed rounds, or results of a table in
    /// `ended` (the tables with a draw ended while it watched), or whose bets
    /// `CheckBet` refused for another reason than time (a round whose odds reach a frontend
    /// after it closed: blackjack's are priced on the round's clock, issue "Pricing within the
    /// betting round"; and two studios on two cores run late), and every stream that ended:
    /// empty when everything came through.
    pub fn missing(&self, config: &StudioConfig, ended: &BTreeSet<String>) -> Vec<String> {
        let mut missing = self.ended.clone();
        for table in &config.tables {
            let id = &table.id;
            if self.rounds.get(id).copied().unwrap_or(0) == 0 {
                missing.push(format!("{id}: no rounds"));
            }
            if ended.contains(id) && self.results.get(id).copied().unwrap_or(0) == 0 {
                missing.push(format!("{id}: draws ended, no results"));
            }
            let accepted = self.accepted.get(id).copied().unwrap_or(0);
            let refused: Vec<_> = self
                .refused
                .iter()
                .filter(|((table, _), _)| table == id)
                .map(|((_, reason), count)| format!("{reason} x{count}"))
                .collect();
            let late = !refused.is_empty()
                && refused
                    .iter()
                    .all(|reason| reason.starts_with("RoundClosed"));
            if accepted == 0 && !late {
                missing.push(format!("{id}: no bet accepted, refused: {refused:?}"));
            }
        }
        missing
    }
}

/// Watching frontend and floor; stop it to read what they saw.
pub struct Watching {
    seen: Arc<Mutex<Seen>>,
    tasks: JoinSet<()>,
}

impl Watching {
    /// Subscribes to the feed at `feed` as a frontend and watches every table at `ingest` as
    /// its device.
    pub fn start(config: &StudioConfig, feed: SocketAddr, ingest: SocketAddr) -> Watching {
        let seen = Arc::new(Mutex::new(Seen::default()));
        let mut tasks = JoinSet::new();
        let frontend = Access::demo(config, Role::Frontend).unwrap();
        tasks.spawn(subscribe(frontend, feed, seen.clone()));
        let floor = Access::demo(config, Role::Supervisor).unwrap();
        for table in &config.tables {
            let device = format!("device-{}", table.id);
            let watch = watch(
                floor.clone(),
                ingest,
                table.id.clone(),
                device,
                seen.clone(),
            );
            tasks.spawn(watch);
        }
        Watching { seen, tasks }
    }

    /// Stops watching; what was seen.
    pub async fn stop(mut self) -> Seen {
        self.tasks.abort_all();
        while self.tasks.join_next().await.is_some() {}
        std::mem::take(&mut *self.seen.lock().unwrap())
    }
}

async fn subscribe(access: Access, feed: SocketAddr, seen: Arc<Mutex<Seen>>) {
    let mut client = access.feed(&feed.to_string()).unwrap();
    let mut events = match client.subscribe(SubscribeRequest::default()).await {
        Ok(events) => events.into_inner(),
        Err(status) => return ended(&seen, format!("Feed.Subscribe refused: {status}")),
    };
    loop {
        match events.message().await {
            Ok(Some(event)) => {
                // Each check on its own task: a frontend does not hold the feed while it asks.
                if let Some(odds) = note(&seen, &event) {
                    tokio::spawn(check_bet(client.clone(), odds, seen.clone()));
                }
            }
            Ok(None) => return ended(&seen, "Feed.Subscribe ended".into()),
            Err(status) => return ended(&seen, format!("Feed.Subscribe failed: {status}")),
        }
    }
}

/// Counts the event; the odds of a round it announces, on a table with no bet accepted yet
/// (one per table shows what the test asks; more would only load the studio).
fn note(seen: &Mutex<Seen>, event: &FeedEvent) -> Option<OddsSet> {
    let mut seen = seen.lock().unwrap();
    let table = event.table_id.clone();
    match &event.event {
        Some(Event::RoundOpened(opened)) => {
            let betting = !seen.accepted.contains_key(&table);
            *seen.rounds.entry(table).or_default() += 1;
            opened.odds.clone().filter(|_| betting)
        }
        Some(Event::Result(_)) => {
            *seen.results.entry(table).or_default() += 1;
            None
        }
        _ => None,
    }
}

/// Asks whether a bet of the smallest stake on the round's first open market, placed now,
/// may be accepted (operations.md: every odds set carries the table's stake limits).
async fn check_bet(mut client: FeedClient<Authorized>, odds: OddsSet, seen: Arc<Mutex<Seen>>) {
    let Some(market) = odds
        .prices
        .iter()
        .find(|price| price.status() == MarketStatus::Open && price.odds_hundredths > 0)
    else {
        return;
    };
    if market.max_stake_hundredths == 0 || odds.max_win_hundredths == 0 {
        let table = &odds.table_id;
        return ended(&seen, format!("{table}: an odds set without stake limits"));
    }
    let now = std::time::SystemTime::now();
    let request = CheckBetRequest {
        table_id: odds.table_id.clone(),
        draw_number: odds.draw_number,
        round: odds.round,
        market: market.market.clone(),
        odds_version: odds.version,
        placed_at: Some(now.into()),
        stake_hundredths: market.min_stake_hundredths.max(1),
    };
    let verdict = match client.check_bet(request).await {
        Ok(reply) => reply.into_inner().verdict,
        Err(status) => return ended(&seen, format!("CheckBet failed: {status}")),
    };
    let mut seen = seen.lock().unwrap();
    match verdict {
        Some(Verdict::Accepted(_)) => *seen.accepted.entry(odds.table_id).or_default() += 1,
        Some(Verdict::Rejected(rejected)) => {
            let reason = format!("{:?}", rejected.reason());
            *seen.refused.entry((odds.table_id, reason)).or_default() += 1;
        }
        None => {
            *seen
                .refused
                .entry((odds.table_id, "none".into()))
                .or_default() += 1
        }
    }
}

async fn watch(
    access: Access,
    ingest: SocketAddr,
    table: String,
    device: String,
    seen: Arc<Mutex<Seen>>,
) {
    let mut client = access.ingest(&ingest.to_string(), &device).unwrap();
    let request = WatchRequest {
        table_id: table.clone(),
    };
    let mut instructions = match client.watch(request).await {
        Ok(instructions) => instructions.into_inner(),
        Err(status) => return ended(&seen, format!("{table}: Watch refused: {status}")),
    };
    loop {
        match instructions.message().await {
            Ok(Some(_)) => {}
            Ok(None) => return ended(&seen, format!("{table}: Watch ended")),
            Err(status) => return ended(&seen, format!("{table}: Watch failed: {status}")),
        }
    }
}

fn ended(seen: &Mutex<Seen>, why: String) {
    seen.lock().unwrap().ended.push(why);
}
