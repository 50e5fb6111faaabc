//! Outcome statistics per table (R8), folded from the settled draws in the engine's steps; a
//! drift raises or clears a statistics alert among the incidents (and a log line).

use livedraw_protocol::settings::encode_game as wire_game;
use livedraw_protocol::v1::draw_event::Decision;
use livedraw_protocol::v1::{
    self, CategoryCount, DrawEvent, EngineStep, OutcomeStatisticsResponse, StatisticsAlert,
};
use livedraw_stats::{AlertChange, GoodnessOfFit, Monitor, Policy, Report};
use livedraw_studio::StudioConfig;
use std::collections::BTreeMap;

/// Every table's statistics.
#[derive(Debug)]
pub struct Statistics {
    tables: BTreeMap<String, Table>,
}

#[derive(Debug)]
struct Table {
    monitor: Monitor,
    as_of: Option<prost_types::Timestamp>,
}

/// An alert raised or cleared by a settled draw.
#[derive(Clone, Debug, PartialEq)]
pub struct AlertEvent {
    /// The draw whose result changed the alert.
    pub draw: u64,
    /// When it was settled.
    pub at: Option<prost_types::Timestamp>,
    /// Raised or cleared, with the test.
    pub change: AlertChange,
}

impl Statistics {
    /// The studio's tables, with its `[statistics]` policy.
    pub fn new(config: &StudioConfig) -> Statistics {
        let options = &config.statistics;
        let policy = Policy {
            significance: options.significance,
            min_samples: options.min_samples,
            window_draws: options.window_draws,
        };
        let tables = config
            .tables
            .iter()
            .filter_map(|table| {
                let monitor = Monitor::new(&table.table_config().ok()?.game, policy);
                Some((
                    table.id.clone(),
                    Table {
                        monitor,
                        as_of: None,
                    },
                ))
            })
            .collect();
        Statistics { tables }
    }

    /// Counts the draws `step` of `table` settled, and counts again those it corrected; the
    /// alerts they raised or cleared.
    pub fn apply(&mut self, table: &str, step: &EngineStep) -> Vec<AlertEvent> {
        let Some(stats) = self.tables.get_mut(table) else {
            return Vec::new();
        };
        step.decisions
            .iter()
            .filter_map(|event| {
                let draw = event.draw_number.unwrap_or_default();
                let change = match counted_outcome(table, event)? {
                    Counted::Settled(outcome) => stats.monitor.record(draw, &outcome),
                    Counted::Corrected(outcome) => stats.monitor.revise(draw, outcome.as_ref()),
                };
                stats.as_of = event.server_time;
                let change = change?;
                Some(AlertEvent {
                    draw: event.draw_number.unwrap_or_default(),
                    at: event.server_time,
                    change,
                })
            })
            .collect()
    }

    /// The statistics of `table`, if it is one of the studio's.
    pub fn response(&self, table: &str) -> Option<OutcomeStatisticsResponse> {
        let stats = self.tables.get(table)?;
        Some(response(table, &stats.monitor.report(), stats.as_of))
    }
}

/// What a draw event counts: a settled draw's outcome, or a corrected draw's (`None` when
/// the correction voids it).
enum Counted {
    Settled(livedraw_domain::Outcome),
    Corrected(Option<livedraw_domain::Outcome>),
}

/// What a settled or corrected draw's event counts, if it is one and it decodes.
fn counted_outcome(table: &str, event: &DrawEvent) -> Option<Counted> {
    let decode = |outcome: &v1::Outcome| {
        livedraw_protocol::outcome::decode(outcome)
            .inspect_err(|error| {
                tracing::warn!(table, draw = ?event.draw_number, %error, "outcome does not decode; not counted");
            })
            .ok()
    };
    match &event.decision {
        Some(Decision::DrawSettled(settled)) => {
            Some(Counted::Settled(decode(settled.outcome.as_ref()?)?))
        }
        Some(Decision::DrawCorrected(corrected)) => match &corrected.outcome {
            None => Some(Counted::Corrected(None)),
            Some(outcome) => Some(Counted::Corrected(Some(decode(outcome)?))),
        },
        _ => None,
    }
}

/// The wire form of a report.
pub fn response(
    table: &str,
    report: &Report,
    as_of: Option<prost_types::Timestamp>,
) -> OutcomeStatisticsResponse {
    let samples = report.samples as f64;
    let categories = report
        .categories
        .names()
        .iter()
        .zip(report.categories.probabilities())
        .zip(&report.counts)
        .zip(&report.pooled)
        .map(|(((name, probability), observed), pooled)| CategoryCount {
            category: name.clone(),
            observed: *observed,
            expected_probability: *probability,
            expected: samples * probability,
            pooled: *pooled,
        })
        .collect();
    let fit = report.fit.unwrap_or(GoodnessOfFit {
        chi_square: 0.0,
        degrees_of_freedom: 0,
        p_value: 1.0,
        smallest_expected: 0.0,
    });
    OutcomeStatisticsResponse {
        table_id: table.to_string(),
        game: wire_game(report.categories.game()).into(),
        category_kind: report.categories.kind().to_string(),
        categories,
        samples: report.samples,
        draws: report.draws,
        chi_square: fit.chi_square,
        degrees_of_freedom: fit.degrees_of_freedom,
        p_value: fit.p_value,
        significance: report.policy.significance,
        tested: report.tested,
        alert: report.alert,
        window_draws: report.policy.window_draws,
        as_of,
    }
}

/// The incident's description of an alert's test.
pub fn alert_of(
    kind: &str,
    fit: &GoodnessOfFit,
    significance: f64,
    samples: u64,
) -> StatisticsAlert {
    StatisticsAlert {
        category_kind: kind.to_string(),
        chi_square: fit.chi_square,
        degrees_of_freedom: fit.degrees_of_freedom,
        p_value: fit.p_value,
        significance,
        samples,
    }
}

impl Statistics {
    /// The alert description of `table`'s current test, for an incident.
    pub fn alert(&self, table: &str, fit: &GoodnessOfFit) -> Option<StatisticsAlert> {
        let report = self.tables.get(table)?.monitor.report();
        Some(alert_of(
            report.categories.kind(),
            fit,
            report.policy.significance,
            report.samples,
        ))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test stops at the first failure")]
mod tests {
    use super::*;
    use livedraw_domain::card::parse_cards;
    use livedraw_domain::correction::CorrectionReason;
    use livedraw_domain::games::blackjack::{Seat, SeatHand};
    use livedraw_domain::games::{baccarat, blackjack, dice5, lotto};
    use livedraw_domain::{Decision, DrawNumber, Outcome, Timestamp};
    use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
    use livedraw_protocol::TableId;

    const STUDIO: &str = "[[tables]]\nid = \"dice\"\ngame = \"dice5\"\n\
        [[tables]]\nid = \"baccarat\"\ngame = \"baccarat\"\n\
        [[tables]]\nid = \"lotto\"\ngame = \"lotto5-36\"\n\
        [[tables]]\nid = \"blackjack\"\ngame = \"blackjack\"\n";

    fn step(table: &str, decision: Decision) -> EngineStep {
        let event = draw_event::encode(&DrawEventEnvelope {
            table: TableId::new(table).unwrap(),
            server_time: Timestamp::from_millis(1_767_250_800_000),
            device_time: None,
            journal_offset: Some(1),
            decision,
        });
        EngineStep {
            table_id: table.into(),
            decisions: vec![event],
            ..EngineStep::default()
        }
    }

    fn settled(outcome: &Outcome) -> Decision {
        Decision::DrawSettled {
            draw: DrawNumber(1),
            outcome: outcome.clone(),
            settlements: Vec::new(),
        }
    }

    fn corrected(revision: u32, outcome: Option<&Outcome>) -> Decision {
        Decision::DrawCorrected {
            draw: DrawNumber(1),
            revision,
            reason: CorrectionReason::Misread,
            outcome: outcome.cloned(),
            settlements: Vec::new(),
        }
    }

    /// Each category's observed count, and the observations in all.
    fn counts(statistics: &Statistics, table: &str) -> (Vec<u64>, u64) {
        let response = statistics.response(table).unwrap();
        let observed = response.categories.iter().map(|c| c.observed).collect();
        (observed, response.samples)
    }

    /// Settles draw 1 of `table` with `recorded`, corrects it to `real`, then voids it: the
    /// statistics count the draw as if it had settled on `real`, then count nothing of it.
    fn counted_again(table: &str, recorded: &Outcome, real: &Outcome) {
        let config = StudioConfig::parse(STUDIO, "statistics test").unwrap();
        let mut statistics = Statistics::new(&config);
        statistics.apply(table, &step(table, settled(recorded)));
        statistics.apply(table, &step(table, corrected(2, Some(real))));
        let mut as_if = Statistics::new(&config);
        as_if.apply(table, &step(table, settled(real)));
        assert_eq!(counts(&statistics, table), counts(&as_if, table), "{table}");
        statistics.apply(table, &step(table, corrected(3, None)));
        let (observed, samples) = counts(&statistics, table);
        assert!(
            observed.iter().all(|count| *count == 0) && samples == 0,
            "{table}: {observed:?}"
        );
    }

    #[test]
    fn a_corrected_draw_is_counted_again_on_every_game_family() {
        let dice = |dice| Outcome::Dice5(dice5::Outcome { dice });
        counted_again("dice", &dice([1, 1, 1, 1, 1]), &dice([2, 2, 3, 4, 6]));
        let coup = |player: &str, banker: &str| {
            Outcome::Baccarat(baccarat::Outcome {
                player: parse_cards(player).unwrap(),
                banker: parse_cards(banker).unwrap(),
            })
        };
        counted_again("baccarat", &coup("5h 4c", "Kd 9s"), &coup("5h 4c", "Kd 8s"));
        let balls = |balls: Vec<u8>| Outcome::Lotto(lotto::balls::Outcome { balls });
        counted_again(
            "lotto",
            &balls(vec![3, 14, 25, 36, 9]),
            &balls(vec![3, 14, 25, 36, 10]),
        );
        let deal = |dealer: &str, hand: &str| {
            let hand = SeatHand {
                cards: parse_cards(hand).unwrap(),
                split: false,
                split_ace: false,
                doubled: false,
                stood: true,
                surrendered: false,
            };
            Outcome::Blackjack(blackjack::Outcome {
                dealer: parse_cards(dealer).unwrap(),
                seats: vec![Seat {
                    number: 1,
                    hands: vec![hand],
                    insurance: None,
                    even_money: false,
                    offer: None,
                    answered_offer: false,
                }],
            })
        };
        counted_again(
            "blackjack",
            &deal("9d Ks", "Tc 9c"),
            &deal("9d 8s", "Tc 9c"),
        );
    }
}
