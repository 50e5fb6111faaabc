//! Feed and supervisor messages in words, for people: the terminal live view and the browser
//! console show the same text.

use livedraw_protocol::v1::{self, draw_result::End, incident::Kind, MarketStatus};

/// Winning markets named in a live-odds game's result line.
const WINNERS_SHOWN: usize = 4;

/// The odds set's version and its first `shown` open markets: decimal odds in a live-odds game; in a fixed-payout game the
/// paytable's payout and the market's return to player.
pub fn odds_text(odds: &v1::OddsSet, shown: usize) -> String {
    let open = odds
        .prices
        .iter()
        .filter(|price| price.status() == MarketStatus::Open)
        .take(shown)
        .map(|price| match (price.payout_hundredths, price.rtp) {
            (Some(payout), Some(rtp)) => {
                format!(
                    "{} {} {:.2}%",
                    price.market,
                    payout_text(payout),
                    rtp * 100.0
                )
            }
            _ => {
                let h = price.odds_hundredths;
                format!("{} {}.{:02}", price.market, h / 100, h % 100)
            }
        })
        .collect::<Vec<_>>();
    format!("v{} {}", odds.version, open.join(", "))
}

/// A net payout in hundredths as the rules write it: `35x`, `0.95x`.
pub fn payout_text(hundredths: i32) -> String {
    livedraw_domain::Payout::hundredths(hundredths).to_string()
}

/// A draw's end in a line: `#12 pocket 17: 3 paid`, `#12 won: banker,natural`,
/// `#12 cancelled (scanner_fault)`; a correction names its revision and reason:
/// `#12 r2 (misread) pocket 18: 3 paid`, `#12 r3 (malfunction) void`.
pub fn result_text(result: &v1::DrawResult) -> String {
    let draw = result.draw_number;
    match &result.end {
        Some(End::Settled(settled)) => {
            let label = format!("#{draw}");
            settled_text(&label, settled.outcome.as_ref(), &settled.settlements)
        }
        Some(End::Cancelled(cancelled)) => {
            let code = cancelled
                .cancellation
                .as_ref()
                .map_or("?", |c| c.code.as_str());
            format!("#{draw} cancelled ({code})")
        }
        Some(End::Corrected(corrected)) => {
            let reason = corrected.reason().as_str_name();
            let reason = reason
                .trim_start_matches("CORRECTION_REASON_")
                .to_lowercase();
            let label = format!("#{draw} r{} ({reason})", corrected.revision);
            match &corrected.outcome {
                None => format!("{label} void"),
                Some(outcome) => settled_text(&label, Some(outcome), &corrected.settlements),
            }
        }
        None => format!("#{draw} ended"),
    }
}

/// A settled result after `label`: the outcome and how many bets are paid in a fixed-payout
/// game, the winning markets in a live-odds one.
fn settled_text(
    label: &str,
    outcome: Option<&v1::Outcome>,
    settlements: &[v1::Settlement],
) -> String {
    if fixed_payout(settlements) {
        let outcome = outcome.map_or("?".into(), outcome_text);
        let paid = settlements
            .iter()
            .filter(|s| s.verdict() == v1::Verdict::Win)
            .count();
        return format!("{label} {outcome}: {paid} paid");
    }
    let winners: Vec<&str> = settlements
        .iter()
        .filter(|s| s.verdict() == v1::Verdict::Win)
        .map(|s| s.market.as_str())
        .take(WINNERS_SHOWN)
        .collect();
    format!("{label} won: {}", winners.join(","))
}

/// The settlements of a fixed-payout game's draw: they carry payouts.
pub fn fixed_payout(settlements: &[v1::Settlement]) -> bool {
    settlements
        .first()
        .is_some_and(|settlement| settlement.payout_hundredths.is_some())
}

/// What a fixed-payout draw ended with, in a few characters, as its game's wire module says
/// ([`livedraw_protocol::games::outcome_text`]).
pub fn outcome_text(outcome: &v1::Outcome) -> String {
    outcome
        .game
        .as_ref()
        .and_then(livedraw_protocol::games::outcome_text)
        .unwrap_or_else(|| "outcome".into())
}

/// What holds a draw, in words.
pub fn incident_text(incident: &v1::Incident) -> String {
    match &incident.kind {
        Some(Kind::ForeignCard(card)) => format!("foreign card {}", card.barcode),
        Some(Kind::DuplicateCard(card)) => format!("duplicate card {}", card.barcode),
        Some(Kind::WrongPosition(_)) => "card at the wrong position".into(),
        Some(Kind::DeckNotShuffled(_)) => "deck not shuffled".into(),
        Some(Kind::WheelSpeedAlarm(_)) => "wheel speed alarm".into(),
        Some(Kind::BallsNotPresented(_)) => "balls not presented".into(),
        Some(Kind::ImpossibleBall(ball)) => {
            format!("impossible ball {} in {}", ball.number, ball.slot)
        }
        Some(Kind::DiscardOutOfOrder(_)) => "discard out of order".into(),
        Some(Kind::BallsMissing(missing)) => format!("ball missing in {}", missing.slot),
        Some(Kind::CardBeforeDecision(_)) => "card dealt while a player decides".into(),
        Some(Kind::Misdeal(_)) => "misdeal: a card shown before its time".into(),
        Some(Kind::CardUnreadable(_)) => "a card the scanner cannot read".into(),
        Some(Kind::DeviceSilent(silent)) => format!("device {} silent", silent.device_id),
        None => "incident".into(),
    }
}

/// A protobuf time in Unix milliseconds.
pub fn millis(time: prost_types::Timestamp) -> i64 {
    time.seconds * 1000 + i64::from(time.nanos / 1_000_000)
}
