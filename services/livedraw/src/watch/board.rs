//! What the live view shows, kept from the feed's events: per table the current draw and
//! round, its closing time, the last odds, the last results and the incidents. Pure, so the
//! view's content is tested without a terminal.

use livedraw::describe::{incident_text, odds_text, result_text};
use livedraw_protocol::v1;
use livedraw_protocol::v1::feed_event::Event;
use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write;

/// Results and incidents kept per table.
const KEPT: usize = 3;
/// Markets shown from the last odds set.
const MARKETS_SHOWN: usize = 4;

/// One table's line of the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableBoard {
    /// The draw in progress or last seen.
    pub draw: u64,
    /// The open round, if betting is open.
    pub open_round: Option<u32>,
    /// When the open round closes, in Unix milliseconds.
    pub closes_at_ms: Option<i64>,
    /// The last odds set's version and its first markets, as text.
    pub odds: Option<String>,
    /// The draw is held.
    pub held: bool,
    /// The last results, newest first.
    pub results: VecDeque<String>,
    /// The last incidents, newest first.
    pub incidents: VecDeque<String>,
}

/// Every table seen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Board {
    /// Tables by id.
    pub tables: BTreeMap<String, TableBoard>,
}

impl Board {
    /// Takes one feed event in.
    pub fn apply(&mut self, event: &v1::FeedEvent) {
        let table = self.tables.entry(event.table_id.clone()).or_default();
        table.draw = event.draw_number;
        match &event.event {
            Some(Event::RoundOpened(opened)) => {
                let odds = opened.odds.as_ref();
                table.open_round = odds.map(|odds| odds.round);
                table.closes_at_ms = odds.and_then(|odds| odds.closes_at).map(millis);
                table.odds = odds.map(|odds| odds_text(odds, MARKETS_SHOWN));
            }
            Some(Event::RoundClosed(_)) => {
                table.open_round = None;
                table.closes_at_ms = None;
            }
            Some(Event::Result(result)) => {
                table.open_round = None;
                table.closes_at_ms = None;
                table.held = false;
                push(&mut table.results, result_text(result));
            }
            Some(Event::Held(held)) => {
                table.held = true;
                let what = held
                    .incident
                    .as_ref()
                    .map_or("incident".into(), incident_text);
                push(
                    &mut table.incidents,
                    format!("#{} held: {what}", event.draw_number),
                );
            }
            Some(Event::Resumed(_)) => table.held = false,
            None => {}
        }
    }

    /// The whole view at `now_ms`, one line per table.
    pub fn render(&self, now_ms: i64) -> String {
        let mut text = String::new();
        for (id, table) in &self.tables {
            let _ = writeln!(text, "{}", table.line(id, now_ms));
        }
        text
    }
}

impl TableBoard {
    fn line(&self, id: &str, now_ms: i64) -> String {
        let state = match (self.held, self.open_round, self.closes_at_ms) {
            (true, _, _) => "HELD".to_string(),
            (false, Some(round), Some(closes)) => {
                let left = (closes - now_ms).max(0) / 1000;
                format!("round {round} open, {left:>3}s")
            }
            _ => "betting closed".to_string(),
        };
        let results: Vec<&str> = self.results.iter().map(String::as_str).collect();
        let incidents: Vec<&str> = self.incidents.iter().map(String::as_str).collect();
        format!(
            "{id:<14} draw {:<6} {state:<20} odds {:<48} results {:<40} incidents {}",
            self.draw,
            self.odds.as_deref().unwrap_or("-"),
            results.join(" | "),
            incidents.join(" | ")
        )
    }
}

/// One plain line for an event, for a view that is not a terminal.
pub fn event_line(event: &v1::FeedEvent) -> String {
    let what = match &event.event {
        Some(Event::RoundOpened(opened)) => match &opened.odds {
            Some(odds) => format!(
                "round {} opened: {}",
                odds.round,
                odds_text(odds, MARKETS_SHOWN)
            ),
            None => "round opened without odds".to_string(),
        },
        Some(Event::RoundClosed(closed)) => format!("round {} closed", closed.round),
        Some(Event::Result(result)) => result_text(result),
        Some(Event::Held(held)) => format!(
            "held: {}",
            held.incident
                .as_ref()
                .map_or("incident".into(), incident_text)
        ),
        Some(Event::Resumed(_)) => "resumed".to_string(),
        None => "unknown event".to_string(),
    };
    format!(
        "{} {} #{} {what}",
        event.position, event.table_id, event.draw_number
    )
}

fn push(list: &mut VecDeque<String>, text: String) {
    list.push_front(text);
    list.truncate(KEPT);
}

fn millis(time: prost_types::Timestamp) -> i64 {
    time.seconds * 1000 + i64::from(time.nanos / 1_000_000)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test stops at the first failure")]
mod tests {
    use super::*;
    use livedraw_protocol::v1::feed_event;
    use livedraw_protocol::v1::{draw_result::End, incident::Kind, MarketStatus};

    fn event(draw: u64, event: Event) -> v1::FeedEvent {
        v1::FeedEvent {
            position: 1,
            table_id: "wheel-1".into(),
            draw_number: draw,
            published_at: None,
            event: Some(event),
        }
    }

    fn opened(draw: u64, closes_ms: i64) -> Event {
        let price = |market: &str, status: MarketStatus| v1::MarketPrice {
            market: market.into(),
            probability: 0.5,
            odds_hundredths: 195,
            status: status.into(),
            ..Default::default()
        };
        Event::RoundOpened(feed_event::RoundOpened {
            odds: Some(v1::OddsSet {
                table_id: "wheel-1".into(),
                draw_number: draw,
                round: 1,
                version: draw * 10 + 1,
                closes_at: Some(prost_types::Timestamp {
                    seconds: closes_ms / 1000,
                    nanos: 0,
                }),
                prices: vec![
                    price("red", MarketStatus::Open),
                    price("x", MarketStatus::Lost),
                ],
                ..Default::default()
            }),
        })
    }

    #[test]
    fn a_round_shows_its_countdown_and_open_markets() {
        let mut board = Board::default();
        board.apply(&event(7, opened(7, 60_000)));
        let text = board.render(45_000);
        assert!(text.contains("wheel-1"), "{text}");
        assert!(text.contains("draw 7"), "{text}");
        assert!(text.contains("round 1 open,  15s"), "{text}");
        assert!(text.contains("v71 red 1.95"), "{text}");
        assert!(!text.contains(" x "), "{text}");
    }

    #[test]
    fn holds_and_results_are_listed_newest_first() {
        let mut board = Board::default();
        board.apply(&event(7, opened(7, 60_000)));
        let held = Event::Held(feed_event::Held {
            incident: Some(v1::Incident {
                kind: Some(Kind::WheelSpeedAlarm(v1::incident::WheelSpeedAlarm {})),
            }),
            since: None,
        });
        board.apply(&event(7, held));
        assert!(board.render(0).contains("HELD"));
        let cancelled = v1::DrawResult {
            draw_number: 7,
            end: Some(End::Cancelled(v1::DrawCancelled {
                cancellation: Some(v1::Cancellation {
                    code: "hold_timeout".into(),
                    ..Default::default()
                }),
                settlements: vec![],
            })),
            ..Default::default()
        };
        board.apply(&event(7, Event::Result(cancelled)));
        let text = board.render(0);
        assert!(text.contains("betting closed"), "{text}");
        assert!(text.contains("#7 cancelled (hold_timeout)"), "{text}");
        assert!(text.contains("#7 held: wheel speed alarm"), "{text}");
        let line = event_line(&event(8, opened(8, 1_000)));
        assert_eq!(line, "1 wheel-1 #8 round 1 opened: v81 red 1.95");
    }

    #[test]
    fn a_fixed_payout_table_shows_payouts_returns_and_its_outcome() {
        let mut board = Board::default();
        let odds = v1::OddsSet {
            version: 11,
            prices: vec![v1::MarketPrice {
                market: "straight_17".into(),
                probability: 1.0 / 37.0,
                odds_hundredths: 3600,
                status: MarketStatus::Open.into(),
                payout_hundredths: Some(3500),
                rtp: Some(36.0 / 37.0),
            }],
            ..Default::default()
        };
        let opened = Event::RoundOpened(feed_event::RoundOpened { odds: Some(odds) });
        board.apply(&event(1, opened));
        assert!(board.render(0).contains("v11 straight_17 35x 97.30%"));
        let settled = v1::DrawResult {
            draw_number: 1,
            end: Some(End::Settled(v1::DrawSettled {
                outcome: Some(v1::Outcome {
                    game: Some(v1::outcome::Game::Roulette(v1::RouletteOutcome {
                        pocket: Some(livedraw_protocol::floor_event::encode_pocket(
                            livedraw_domain::Pocket::Number(17),
                        )),
                    })),
                }),
                settlements: vec![v1::Settlement {
                    market: "straight_17".into(),
                    round: 1,
                    verdict: v1::Verdict::Win.into(),
                    payout_hundredths: Some(3500),
                }],
            })),
            ..Default::default()
        };
        board.apply(&event(1, Event::Result(settled)));
        assert!(board.render(0).contains("#1 pocket 17: 1 paid"));
    }
}
