//! What the live view shows, kept from the feed's events: per table the current draw and
//! round, its closing time, the best prices, the last result and the incidents; rendered as one
//! aligned line per table that fits 120 columns. Pure, so the view's content is tested without
//! a terminal.

use crate::describe::{incident_text, millis, odds_text, result_text};
use livedraw_protocol::v1::feed_event::Event;
use livedraw_protocol::v1::{self, draw_result::End, MarketStatus};
use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write;

/// Results and incidents kept per table.
const KEPT: usize = 3;
/// Markets named in a plain event line.
const MARKETS_SHOWN: usize = 4;
/// Prices on a table's line: the most likely open markets.
const PRICES_SHOWN: usize = 3;
/// The widest line.
pub const WIDTH: usize = 120;
/// Column widths: table, state, draw, countdown, one price.
const TABLE: usize = 15;
const STATE: usize = 8;
const DRAW: usize = 7;
const TIMER: usize = 4;
const PRICE: usize = 17;

/// Where a table's draw stands, as the feed tells it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// Nothing seen yet.
    #[default]
    Waiting,
    /// A betting round is open.
    Betting,
    /// Betting closed: the floor deals, spins, rolls or draws.
    Drawing,
    /// Blackjack: players decide in a window.
    Deciding,
    /// Held for a supervisor.
    Held,
    /// The draw settled.
    Settled,
    /// The draw was cancelled.
    Cancelled,
}

impl Stage {
    fn word(self) -> &'static str {
        match self {
            Stage::Waiting => "WAITING",
            Stage::Betting => "BETTING",
            Stage::Drawing => "DRAWING",
            Stage::Deciding => "DECIDING",
            Stage::Held => "HELD",
            Stage::Settled => "SETTLED",
            Stage::Cancelled => "VOID",
        }
    }

    /// The ANSI colour of the stage's word.
    fn colour(self) -> &'static str {
        match self {
            Stage::Waiting | Stage::Settled => "",
            Stage::Betting => "\x1b[32m",
            Stage::Drawing => "\x1b[34m",
            Stage::Deciding => "\x1b[36m",
            Stage::Held => "\x1b[1;33m",
            Stage::Cancelled => "\x1b[31m",
        }
    }
}

/// One table's line of the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableBoard {
    /// The draw in progress or last seen.
    pub draw: u64,
    /// Where it stands.
    pub stage: Stage,
    /// The open round, if betting is open.
    pub open_round: Option<u32>,
    /// When the open round closes, in Unix milliseconds.
    pub closes_at_ms: Option<i64>,
    /// The most likely open markets of the last odds set, with their prices.
    pub prices: Vec<(String, String)>,
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
                table.stage = Stage::Betting;
                table.open_round = odds.map(|odds| odds.round);
                table.closes_at_ms = odds.and_then(|odds| odds.closes_at).map(millis);
                table.prices = odds.map(best_prices).unwrap_or_default();
            }
            Some(Event::RoundClosed(_)) => {
                table.stage = Stage::Drawing;
                table.open_round = None;
                table.closes_at_ms = None;
            }
            Some(Event::Result(result)) => {
                table.stage = match result.end {
                    Some(End::Cancelled(_)) => Stage::Cancelled,
                    _ => Stage::Settled,
                };
                table.open_round = None;
                table.closes_at_ms = None;
                push(&mut table.results, result_text(result));
            }
            Some(Event::Held(held)) => {
                table.stage = Stage::Held;
                let what = held
                    .incident
                    .as_ref()
                    .map_or("incident".into(), incident_text);
                push(
                    &mut table.incidents,
                    format!("#{} held: {what}", event.draw_number),
                );
            }
            Some(Event::Resumed(_)) => {
                table.stage = match table.open_round {
                    Some(_) => Stage::Betting,
                    None => Stage::Drawing,
                }
            }
            Some(Event::DecisionWindowOpened(opened)) => {
                table.stage = Stage::Deciding;
                table.closes_at_ms = opened.closes_at.map(millis);
                table.prices = match opened.values.as_slice() {
                    [hand] => best_actions(hand),
                    _ => Vec::new(),
                };
            }
            Some(Event::PlayerDecided(_)) => {
                table.stage = Stage::Drawing;
                table.closes_at_ms = None;
                table.prices.clear();
            }
            None => {}
        }
    }

    /// The whole view at `now_ms`: a header, then one line per table, at most [`WIDTH`]
    /// columns; the state in colour when `colour`.
    pub fn render(&self, now_ms: i64, colour: bool) -> String {
        let mut text = format!(
            "{:<TABLE$} {:<STATE$} {:<DRAW$} {:<TIMER$} {:<prices$} last result\n",
            "table",
            "state",
            "draw",
            "left",
            "best prices",
            prices = PRICE * PRICES_SHOWN + PRICES_SHOWN - 1,
        );
        for (id, table) in &self.tables {
            let _ = writeln!(text, "{}", table.line(id, now_ms, colour));
        }
        text
    }
}

impl TableBoard {
    /// `baccarat-1      BETTING #12     3s   banker 1.95      player 2.02      tie 8.50         #11 won: banker`
    fn line(&self, id: &str, now_ms: i64, colour: bool) -> String {
        let timer = match (self.stage, self.closes_at_ms) {
            (Stage::Betting | Stage::Deciding, Some(closes)) => {
                format!("{}s", (closes - now_ms).max(0) / 1000)
            }
            _ => String::new(),
        };
        let prices: Vec<String> = (0..PRICES_SHOWN)
            .map(|i| match self.prices.get(i) {
                Some((market, price)) => priced(market, price),
                None => fit("", PRICE),
            })
            .collect();
        let state = fit(self.stage.word(), STATE);
        let state = match (colour, self.stage.colour()) {
            (true, code) if !code.is_empty() => format!("{code}{state}\x1b[0m"),
            _ => state,
        };
        let start = format!(
            "{} {state} {} {} {} ",
            fit(id, TABLE),
            fit(&format!("#{}", self.draw), DRAW),
            fit(&timer, TIMER),
            prices.join(" "),
        );
        let used = TABLE + STATE + DRAW + TIMER + PRICE * PRICES_SHOWN + PRICES_SHOWN - 1 + 5;
        // A held draw shows what holds it; any other its table's last result.
        let last = match self.stage {
            Stage::Held => self.incidents.front(),
            _ => self.results.front(),
        };
        let result = fit(last.map_or("", String::as_str), WIDTH - used);
        format!("{start}{result}").trim_end().to_string()
    }
}

/// `text` cut or padded to exactly `width` characters (a cut ends with `~`).
fn fit(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        format!("{text:<width$}")
    } else {
        let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
        cut.push('~');
        cut
    }
}

/// A market and its price in [`PRICE`] columns: the name is cut, never the price.
fn priced(market: &str, price: &str) -> String {
    let room = PRICE.saturating_sub(price.chars().count() + 1);
    let name = fit(market, room);
    fit(&format!("{} {price}", name.trim_end()), PRICE)
}

/// A blackjack hand's best actions by value, as `stand -0.292`.
fn best_actions(values: &v1::DecisionValues) -> Vec<(String, String)> {
    let mut actions: Vec<&v1::ActionValue> = values.actions.iter().collect();
    actions.sort_by(|a, b| b.value.total_cmp(&a.value));
    actions
        .iter()
        .take(PRICES_SHOWN)
        .map(|value| (action_name(value.action()), format!("{:+.3}", value.value)))
        .collect()
}

/// The most likely open markets with their prices: decimal odds, or a fixed payout.
fn best_prices(odds: &v1::OddsSet) -> Vec<(String, String)> {
    let mut open: Vec<&v1::MarketPrice> = odds
        .prices
        .iter()
        .filter(|price| price.status() == MarketStatus::Open)
        .collect();
    open.sort_by(|a, b| b.probability.total_cmp(&a.probability));
    open.iter()
        .take(PRICES_SHOWN)
        .map(|price| match price.payout_hundredths {
            Some(payout) => (price.market.clone(), crate::describe::payout_text(payout)),
            None => {
                let h = price.odds_hundredths;
                (price.market.clone(), format!("{}.{:02}", h / 100, h % 100))
            }
        })
        .collect()
}

/// A decision window in words: blackjack's, whose and the hand's best actions; a common
/// hand's, its step and every option's value.
fn window_text(opened: &v1::feed_event::DecisionWindowOpened) -> String {
    use v1::decision_window::Window;
    match opened
        .window
        .as_ref()
        .and_then(|window| window.window.as_ref())
    {
        Some(Window::Hand(turn)) => {
            let values: Vec<String> = opened
                .values
                .first()
                .map(best_actions)
                .unwrap_or_default()
                .into_iter()
                .map(|(action, value)| format!("{action} {value}"))
                .collect();
            format!(
                "seat {} hand {} decides: {}",
                turn.seat,
                turn.hand,
                values.join(" ")
            )
        }
        Some(Window::Offer(_)) => "insurance and even money offered".to_string(),
        Some(Window::CommonHand(common)) => {
            let values: Vec<String> = opened
                .values
                .first()
                .map(|values| {
                    values
                        .options
                        .iter()
                        .map(|option| format!("{} {:+.4}", option.option, option.value))
                        .collect()
                })
                .unwrap_or_default();
            format!("the common hand, {}: {}", common.step, values.join(" "))
        }
        None => "decision window".to_string(),
    }
}

/// A blackjack action's name.
fn action_name(kind: v1::BlackjackActionKind) -> String {
    kind.as_str_name()
        .trim_start_matches("BLACKJACK_ACTION_KIND_")
        .to_lowercase()
        .replace('_', " ")
}

/// One plain line for an event, for a view that is not a terminal.
pub fn event_line(event: &v1::FeedEvent) -> String {
    let what = match &event.event {
        Some(Event::RoundOpened(opened)) => match &opened.odds {
            Some(odds) => format!(
                "round {} opened{}: {}",
                odds.round,
                if opened.last_hand { " (last hand)" } else { "" },
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
        Some(Event::DecisionWindowOpened(opened)) => window_text(opened),
        Some(Event::PlayerDecided(decided)) => {
            let action = decided
                .action
                .as_ref()
                .map_or("?".to_string(), |action| action_name(action.kind()));
            let default = if decided.by_default { " (default)" } else { "" };
            format!(
                "seat {} hand {}: {action}{default}",
                decided.seat, decided.hand
            )
        }
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
            last_hand: false,
        })
    }

    #[test]
    fn a_round_shows_its_countdown_and_open_markets() {
        let mut board = Board::default();
        board.apply(&event(7, opened(7, 60_000)));
        let text = board.render(45_000, false);
        let line = text.lines().nth(1).unwrap();
        assert!(
            line.starts_with("wheel-1         BETTING  #7      15s  red 1.95"),
            "{line}"
        );
        assert!(!line.contains(" x "), "{line}");
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
        assert!(board.render(0, false).contains("HELD"));
        assert!(board.render(0, true).contains("\x1b[1;33mHELD    \x1b[0m"));
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
        let text = board.render(0, false);
        assert!(text.contains("VOID"), "{text}");
        assert!(text.contains("#7 cancelled (hold_timeout)"), "{text}");
        assert_eq!(
            board.tables["wheel-1"].incidents.front().unwrap(),
            "#7 held: wheel speed alarm"
        );
        let line = event_line(&event(8, opened(8, 1_000)));
        assert_eq!(line, "1 wheel-1 #8 round 1 opened: v81 red 1.95");
    }

    #[test]
    fn a_fixed_payout_table_shows_payouts_and_its_outcome() {
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
                ..Default::default()
            }],
            ..Default::default()
        };
        let opened = Event::RoundOpened(feed_event::RoundOpened {
            odds: Some(odds),
            last_hand: false,
        });
        board.apply(&event(1, opened));
        assert!(board.render(0, false).contains("straight_17 35x"));
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
        assert!(board.render(0, false).contains("#1 pocket 17: 1 paid"));
    }

    #[test]
    fn a_blackjack_table_shows_the_dealer_and_each_seat_s_hands() {
        let mut board = Board::default();
        let hand = |cards: &[&str]| v1::BlackjackHand {
            cards: cards.iter().map(|card| card.to_string()).collect(),
            ..Default::default()
        };
        let settled = v1::DrawResult {
            draw_number: 4,
            end: Some(End::Settled(v1::DrawSettled {
                outcome: Some(v1::Outcome {
                    game: Some(v1::outcome::Game::Blackjack(v1::BlackjackOutcome {
                        dealer_cards: vec!["6c".into(), "Ts".into(), "2s".into()],
                        seats: vec![v1::BlackjackSeat {
                            seat: 1,
                            hands: vec![hand(&["8c", "Th"]), hand(&["8d", "9h"])],
                            ..Default::default()
                        }],
                    })),
                }),
                settlements: vec![v1::Settlement {
                    market: "seat-1".into(),
                    round: 1,
                    verdict: v1::Verdict::Push.into(),
                    payout_hundredths: Some(0),
                }],
            })),
            ..Default::default()
        };
        board.apply(&event(4, Event::Result(settled)));
        let text = board.render(0, false);
        assert!(text.contains("#4 dealer 18, 2 hands"), "{text}");
    }

    #[test]
    fn a_blackjack_hand_s_window_shows_its_best_actions_and_the_countdown() {
        let mut board = Board::default();
        let window = v1::DecisionWindow {
            window: Some(v1::decision_window::Window::Hand(
                v1::decision_window::Hand { seat: 3, hand: 1 },
            )),
        };
        let values = v1::DecisionValues {
            actions: vec![
                v1::ActionValue {
                    action: v1::BlackjackActionKind::Hit.into(),
                    value: -0.5312,
                },
                v1::ActionValue {
                    action: v1::BlackjackActionKind::Stand.into(),
                    value: -0.2917,
                },
            ],
            ..Default::default()
        };
        let opened = Event::DecisionWindowOpened(feed_event::DecisionWindowOpened {
            window: Some(window),
            closes_at: Some(prost_types::Timestamp {
                seconds: 10,
                nanos: 0,
            }),
            values: vec![values],
        });
        board.apply(&event(5, opened.clone()));
        let text = board.render(4_000, false);
        assert!(text.contains("DECIDING"), "{text}");
        assert!(text.contains("6s"), "{text}");
        assert!(text.contains("stand -0.292"), "{text}");
        assert_eq!(
            event_line(&event(5, opened)),
            "1 wheel-1 #5 seat 3 hand 1 decides: stand -0.292 hit -0.531"
        );
    }

    #[test]
    fn every_line_fits_120_columns_and_long_names_are_cut() {
        let mut board = Board::default();
        let mut long = event(3, opened(3, 60_000));
        long.table_id = "a-table-with-a-very-long-name".into();
        board.apply(&long);
        let result = v1::DrawResult {
            draw_number: 2,
            end: Some(End::Settled(v1::DrawSettled {
                outcome: None,
                settlements: (0..40)
                    .map(|i| v1::Settlement {
                        market: format!("a_long_market_name_{i}"),
                        round: 1,
                        verdict: v1::Verdict::Win.into(),
                        payout_hundredths: None,
                    })
                    .collect(),
            })),
            ..Default::default()
        };
        board.apply(&event(3, Event::Result(result)));
        for line in board.render(0, false).lines() {
            assert!(
                line.chars().count() <= WIDTH,
                "{} > {WIDTH}: {line}",
                line.len()
            );
        }
        assert!(board.render(0, false).contains("a-table-with-a~"));
    }
}
