//! Feed and supervisor messages in words, for people: the terminal live view and the browser
//! console show the same text.

use livedraw_domain::games::blackjack::hand::is_blackjack;
use livedraw_domain::games::blackjack::Total;
use livedraw_domain::{Card, Rank};
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
/// `#12 cancelled (scanner_fault)`.
pub fn result_text(result: &v1::DrawResult) -> String {
    match &result.end {
        Some(End::Settled(settled)) if fixed_payout(settled) => {
            let outcome = settled.outcome.as_ref().map_or("?".into(), outcome_text);
            let paid = settled
                .settlements
                .iter()
                .filter(|s| s.verdict() == v1::Verdict::Win)
                .count();
            format!("#{} {outcome}: {paid} paid", result.draw_number)
        }
        Some(End::Settled(settled)) => {
            let winners: Vec<&str> = settled
                .settlements
                .iter()
                .filter(|s| s.verdict() == v1::Verdict::Win)
                .map(|s| s.market.as_str())
                .take(WINNERS_SHOWN)
                .collect();
            format!("#{} won: {}", result.draw_number, winners.join(","))
        }
        Some(End::Cancelled(cancelled)) => {
            let code = cancelled
                .cancellation
                .as_ref()
                .map_or("?", |c| c.code.as_str());
            format!("#{} cancelled ({code})", result.draw_number)
        }
        None => format!("#{} ended", result.draw_number),
    }
}

/// A settled draw of a fixed-payout game: its settlements carry payouts.
pub fn fixed_payout(settled: &v1::DrawSettled) -> bool {
    settled
        .settlements
        .first()
        .is_some_and(|settlement| settlement.payout_hundredths.is_some())
}

/// What a fixed-payout draw ended with, in a few characters.
pub fn outcome_text(outcome: &v1::Outcome) -> String {
    use v1::outcome::Game;
    match &outcome.game {
        Some(Game::Roulette(spin)) => match spin.pocket.as_ref().and_then(|p| p.pocket.as_ref()) {
            Some(v1::pocket::Pocket::Number(number)) => format!("pocket {number}"),
            Some(v1::pocket::Pocket::DoubleZero(_)) => "pocket 00".into(),
            None => "pocket ?".into(),
        },
        Some(Game::MoneyWheel(stop)) => format!("sector {} ({})", stop.sector, stop.symbol),
        Some(Game::SicBo(roll)) => format!("dice {}", dashed(&roll.values)),
        Some(Game::LuckyDice(throw)) => {
            format!(
                "red {} green {} (square {})",
                throw.red, throw.green, throw.square
            )
        }
        Some(Game::PuntoBanco(coup)) => format!(
            "punto {} banco {}",
            coup.punto_cards.join(" "),
            coup.banco_cards.join(" ")
        ),
        Some(Game::Blackjack(deal)) => blackjack_text(deal),
        // The live-odds games are described by their markets, not here.
        Some(
            Game::Baccarat(_)
            | Game::War(_)
            | Game::Poker6(_)
            | Game::Wheel(_)
            | Game::Dice5(_)
            | Game::Lotto(_),
        )
        | None => "outcome".into(),
    }
}

/// A blackjack deal in a few characters: the dealer's total (`bust`, `BJ`) and how many hands
/// the seats played (`dealer 18, 2 hands`).
fn blackjack_text(deal: &v1::BlackjackOutcome) -> String {
    if deal.seats.is_empty() {
        return "no seat bet".into();
    }
    let ranks: Option<Vec<Rank>> = deal
        .dealer_cards
        .iter()
        .map(|card| card.parse::<Card>().ok().map(Card::rank))
        .collect();
    let dealer = match ranks {
        Some(ranks) if is_blackjack(&ranks) => "BJ".to_string(),
        Some(ranks) if Total::of(&ranks).best > 21 => format!("bust {}", Total::of(&ranks).best),
        Some(ranks) => Total::of(&ranks).best.to_string(),
        None => "?".into(),
    };
    let hands: usize = deal.seats.iter().map(|seat| seat.hands.len()).sum();
    let plural = if hands == 1 { "" } else { "s" };
    format!("dealer {dealer}, {hands} hand{plural}")
}

fn dashed(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join("-")
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
        None => "incident".into(),
    }
}

/// A protobuf time in Unix milliseconds.
pub fn millis(time: prost_types::Timestamp) -> i64 {
    time.seconds * 1000 + i64::from(time.nanos / 1_000_000)
}
