//! The simulated supervisor's corrections after settlement (operations.md): now and then it
//! corrects the table's last settled draw. A wheel, dice or ball table gets another reading
//! (drawn at random: it may happen to be the recorded one, which the rules refuse as changing
//! nothing); a card table's draw is voided, since a corrected card would leave the floor's
//! physical shoe at odds with the table's.

use crate::rng::Rng;
use livedraw_domain::correction::{Correction, CorrectionReason, DealtCard, Reading, SettledDraw};
use livedraw_domain::games::{dice5, lotto, lucky_dice, money_wheel, roulette, sic_bo, wheel};
use livedraw_domain::table::SupervisorCommand;
use livedraw_domain::{Decision, DrawNumber, GameKind, Outcome, Pocket, Timestamp};

/// What the floor knows of its table's last settled draw.
#[derive(Debug, Default)]
pub struct LastSettled {
    /// The cards dealt in the draw in progress.
    dealt: Vec<DealtCard>,
    /// The last settled draw's original result, when the floor saw the rules settle it.
    settled: Option<SettledDraw>,
    /// The last draw the floor knows of, settled or not, from the table's instructions.
    seen: Option<DrawNumber>,
    /// The draw last corrected: each is corrected once.
    corrected: Option<DrawNumber>,
}

impl LastSettled {
    /// Notes what the rules decided at `at`: the cards dealt, and a settled draw's result.
    pub fn note(&mut self, decisions: &[Decision], at: Timestamp) {
        for decision in decisions {
            match decision {
                Decision::DrawOpened { draw } => {
                    self.dealt.clear();
                    self.seen = Some(*draw);
                }
                Decision::CardDealt {
                    position, barcode, ..
                } => self.dealt.push(DealtCard {
                    position: *position,
                    barcode: *barcode,
                }),
                Decision::DrawSettled {
                    draw,
                    outcome,
                    settlements,
                } => {
                    self.settled = Some(SettledDraw {
                        draw: *draw,
                        settled_at: at,
                        outcome: outcome.clone(),
                        settlements: settlements.clone(),
                        dealt: std::mem::take(&mut self.dealt),
                    });
                }
                _ => {}
            }
        }
    }

    /// Notes the draw in progress, as the table's instructions name it (a floor that plays
    /// through the backend's watch stream sees no decisions).
    pub fn in_progress(&mut self, draw: Option<DrawNumber>) {
        if let Some(draw) = draw {
            self.seen = Some(self.seen.map_or(draw, |seen| seen.max(draw)));
        }
    }

    /// A correction of the last settled draw, if there is one not corrected yet: with its
    /// original result when the floor saw it settle; otherwise (through the backend, which
    /// finds the original itself) the draw before the one in progress.
    pub fn correction(&mut self, game: GameKind, rng: &mut Rng) -> Option<SupervisorCommand> {
        let (draw, original) = match &self.settled {
            Some(settled) => (settled.draw, Some(Box::new(settled.clone()))),
            None => (DrawNumber(self.seen?.0.checked_sub(1)?), None),
        };
        if draw.0 == 0 || self.corrected.is_some_and(|done| done >= draw) {
            return None;
        }
        self.corrected = Some(draw);
        let correction = reading(game, rng);
        let reason = match correction {
            Correction::Void => CorrectionReason::Malfunction,
            Correction::Reading(_) => CorrectionReason::Misread,
        };
        Some(SupervisorCommand::CorrectResult {
            draw,
            correction,
            reason,
            original,
        })
    }
}

/// Another reading of a `game` draw, at random; a card game's draw is voided.
fn reading(game: GameKind, rng: &mut Rng) -> Correction {
    let face = |rng: &mut Rng| 1 + u8::try_from(rng.below(6)).unwrap_or(0);
    let below = |rng: &mut Rng, n: usize| u8::try_from(rng.below(n)).unwrap_or(0);
    let outcome = match game {
        GameKind::Baccarat
        | GameKind::War
        | GameKind::Poker6
        | GameKind::PuntoBanco
        | GameKind::Blackjack => return Correction::Void,
        GameKind::Roulette => Outcome::Roulette(roulette::Outcome {
            pocket: Pocket::Number(1 + below(rng, 36)),
        }),
        GameKind::Wheel => Outcome::Wheel(wheel::Outcome::Number(1 + below(rng, 18))),
        GameKind::MoneyWheel => Outcome::MoneyWheel(money_wheel::Outcome {
            sector: below(rng, 54),
            symbol: String::from("as the wheel has it"),
        }),
        GameKind::Dice5 => Outcome::Dice5(dice5::Outcome {
            dice: [face(rng), face(rng), face(rng), face(rng), face(rng)],
        }),
        GameKind::SicBo => Outcome::SicBo(sic_bo::Outcome {
            dice: [face(rng), face(rng), face(rng)],
        }),
        GameKind::LuckyDice => Outcome::LuckyDice(lucky_dice::Outcome {
            red: face(rng),
            green: face(rng),
        }),
        GameKind::Lotto5Of36 => Outcome::Lotto(balls(rng, 5, 36)),
        GameKind::Lotto7Of42 => Outcome::Lotto(balls(rng, 7, 42)),
    };
    Correction::Reading(Reading::Outcome(outcome))
}

/// `count` different balls of 1..=`highest`, in drawing order.
fn balls(rng: &mut Rng, count: usize, highest: usize) -> lotto::balls::Outcome {
    let mut machine: Vec<u8> = (1..=u8::try_from(highest).unwrap_or(u8::MAX)).collect();
    let balls = (0..count)
        .map(|_| machine.swap_remove(rng.below(machine.len())))
        .collect();
    lotto::balls::Outcome { balls }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::market::Settlement;

    fn settled(draw: u64) -> Decision {
        Decision::DrawSettled {
            draw: DrawNumber(draw),
            outcome: Outcome::Roulette(roulette::Outcome {
                pocket: Pocket::Number(7),
            }),
            settlements: Vec::<Settlement>::new(),
        }
    }

    #[test]
    fn the_last_settled_draw_is_corrected_once_with_its_original() {
        let mut last = LastSettled::default();
        let mut rng = Rng::new(3);
        assert!(last.correction(GameKind::Roulette, &mut rng).is_none());
        last.note(&[settled(4)], Timestamp::from_millis(9));
        let Some(SupervisorCommand::CorrectResult { draw, original, .. }) =
            last.correction(GameKind::Roulette, &mut rng)
        else {
            panic!("a correction of draw 4");
        };
        assert_eq!(draw, DrawNumber(4));
        assert_eq!(
            original.map(|o| o.settled_at),
            Some(Timestamp::from_millis(9))
        );
        assert!(last.correction(GameKind::Roulette, &mut rng).is_none());
    }

    #[test]
    fn a_card_game_s_draw_is_voided_and_a_lottery_s_balls_differ() {
        let mut rng = Rng::new(5);
        assert_eq!(reading(GameKind::Blackjack, &mut rng), Correction::Void);
        let Correction::Reading(Reading::Outcome(Outcome::Lotto(drawn))) =
            reading(GameKind::Lotto7Of42, &mut rng)
        else {
            panic!("a lottery reading");
        };
        let mut sorted = drawn.balls.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 7);
        assert!(sorted.iter().all(|ball| (1..=42).contains(ball)));
    }
}
