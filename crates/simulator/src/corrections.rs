//! The simulated supervisor's corrections after settlement (operations.md): now and then it
//! corrects the table's last settled draw with what the game's floor says the table really
//! showed (`GameFloor::another_reading`).

use livedraw_domain::correction::{Correction, CorrectionReason, DealtCard, SettledDraw};
use livedraw_domain::table::SupervisorCommand;
use livedraw_domain::{Decision, DrawNumber, Timestamp};

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

    /// A correction of the last settled draw to `reading`, if there is one not corrected yet:
    /// with its original result when the floor saw it settle; otherwise (through the backend,
    /// which finds the original itself) the draw before the one in progress.
    pub fn correction(
        &mut self,
        reading: impl FnOnce() -> Correction,
    ) -> Option<SupervisorCommand> {
        let (draw, original) = match &self.settled {
            Some(settled) => (settled.draw, Some(Box::new(settled.clone()))),
            None => (DrawNumber(self.seen?.0.checked_sub(1)?), None),
        };
        if draw.0 == 0 || self.corrected.is_some_and(|done| done >= draw) {
            return None;
        }
        self.corrected = Some(draw);
        let correction = reading();
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

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::roulette;
    use livedraw_domain::market::Settlement;
    use livedraw_domain::{Outcome, Pocket};

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
        assert!(last.correction(|| Correction::Void).is_none());
        last.note(&[settled(4)], Timestamp::from_millis(9));
        let Some(SupervisorCommand::CorrectResult { draw, original, .. }) =
            last.correction(|| Correction::Void)
        else {
            panic!("a correction of draw 4");
        };
        assert_eq!(draw, DrawNumber(4));
        assert_eq!(
            original.map(|o| o.settled_at),
            Some(Timestamp::from_millis(9))
        );
        assert!(last.correction(|| Correction::Void).is_none());
    }
}
