//! What the floor does next, for the floor's watch stream: encoded by the engine, decoded by the
//! floor (and the simulator).

use crate::common::{decode_position, encode_position};
use crate::error::DecodeError;
use crate::narrowing::{draw_number, narrow_u8, required};
use crate::timestamp;
use crate::v1;
use crate::v1::floor_instruction::{self as wire, Instruction};
use livedraw_domain::{DrawNumber, FloorInstruction, Timestamp};

/// The wire instruction for `table`, issued at `server_time`. `round` is the open betting
/// round, when the instruction is to wait for it.
pub fn encode(
    table: &str,
    draw: Option<DrawNumber>,
    round: Option<u8>,
    instruction: FloorInstruction,
    server_time: Timestamp,
) -> v1::FloorInstruction {
    let instruction = match instruction {
        FloorInstruction::LoadShoe => Instruction::LoadShoe(wire::LoadShoe {}),
        FloorInstruction::Shuffle => Instruction::Shuffle(wire::Shuffle {}),
        FloorInstruction::WaitForBetting { closes_at } => {
            Instruction::WaitForBetting(wire::WaitForBetting {
                round: round.map_or(0, u32::from),
                closes_at: Some(timestamp::encode(closes_at)),
                remaining: Some(remaining(closes_at, server_time)),
            })
        }
        FloorInstruction::WaitForDecision { window, closes_at } => {
            Instruction::WaitForDecision(wire::WaitForDecision {
                window: Some(crate::decision_window::encode_window(window)),
                closes_at: Some(timestamp::encode(closes_at)),
                remaining: Some(remaining(closes_at, server_time)),
            })
        }
        FloorInstruction::CheckHoleCard => Instruction::CheckHoleCard(wire::CheckHoleCard {}),
        FloorInstruction::Deal(position) => Instruction::Deal(wire::Deal {
            position: Some(encode_position(position)),
        }),
        FloorInstruction::Discard => Instruction::Discard(wire::Discard {}),
        FloorInstruction::Spin => Instruction::Spin(wire::Spin {}),
        FloorInstruction::Roll => Instruction::Roll(wire::Roll {}),
        FloorInstruction::PresentBalls => Instruction::PresentBalls(wire::PresentBalls {}),
        FloorInstruction::DrawBalls => Instruction::DrawBalls(wire::DrawBalls {}),
        FloorInstruction::WaitForSupervisor => {
            Instruction::WaitForSupervisor(wire::WaitForSupervisor {})
        }
        FloorInstruction::Idle => Instruction::Idle(wire::Idle {}),
    };
    v1::FloorInstruction {
        table_id: table.to_string(),
        draw_number: draw.map(|draw| draw.0),
        server_time: Some(timestamp::encode(server_time)),
        instruction: Some(instruction),
    }
}

/// The countdown from `now` to `closes_at`, never negative.
fn remaining(closes_at: Timestamp, now: Timestamp) -> prost_types::Duration {
    let left = closes_at.millis().saturating_sub(now.millis()).max(0);
    prost_types::Duration {
        seconds: left / 1000,
        nanos: i32::try_from((left % 1000) * 1_000_000).unwrap_or(0),
    }
}

/// A wire instruction as the floor reads it back from `Watch`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WatchedInstruction {
    /// The draw in progress, if any.
    pub draw: Option<DrawNumber>,
    /// The open betting round, when waiting for it.
    pub round: Option<u8>,
    /// What to do.
    pub instruction: FloorInstruction,
    /// When the backend issued it.
    pub server_time: Timestamp,
}

/// The domain form of a wire instruction, every field checked.
pub fn decode(wire: &v1::FloorInstruction) -> Result<WatchedInstruction, DecodeError> {
    let instruction = match required("instruction", wire.instruction.as_ref())? {
        Instruction::LoadShoe(_) => FloorInstruction::LoadShoe,
        Instruction::Shuffle(_) => FloorInstruction::Shuffle,
        Instruction::WaitForBetting(wait) => FloorInstruction::WaitForBetting {
            closes_at: timestamp::decode_required(
                "wait_for_betting.closes_at",
                wait.closes_at.as_ref(),
            )?,
        },
        Instruction::Deal(deal) => FloorInstruction::Deal(decode_position(
            "deal.position",
            required("deal.position", deal.position.as_ref())?,
        )?),
        Instruction::Discard(_) => FloorInstruction::Discard,
        Instruction::Spin(_) => FloorInstruction::Spin,
        Instruction::Roll(_) => FloorInstruction::Roll,
        Instruction::PresentBalls(_) => FloorInstruction::PresentBalls,
        Instruction::DrawBalls(_) => FloorInstruction::DrawBalls,
        Instruction::WaitForSupervisor(_) => FloorInstruction::WaitForSupervisor,
        Instruction::Idle(_) => FloorInstruction::Idle,
        Instruction::WaitForDecision(wait) => FloorInstruction::WaitForDecision {
            window: crate::decision_window::decode_window(
                "wait_for_decision.window",
                wait.window.as_ref(),
            )?,
            closes_at: timestamp::decode_required(
                "wait_for_decision.closes_at",
                wait.closes_at.as_ref(),
            )?,
        },
        Instruction::CheckHoleCard(_) => FloorInstruction::CheckHoleCard,
    };
    let round = match wire.instruction {
        Some(Instruction::WaitForBetting(ref wait)) if wait.round > 0 => {
            Some(narrow_u8("wait_for_betting.round", wait.round, 1, u8::MAX)?)
        }
        _ => None,
    };
    Ok(WatchedInstruction {
        draw: wire
            .draw_number
            .map(|draw| draw_number("draw_number", draw))
            .transpose()?,
        round,
        instruction,
        server_time: timestamp::decode_required("server_time", wire.server_time.as_ref())?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blackjack;
    use livedraw_domain::games::blackjack::Window;
    use livedraw_domain::DecisionWindow;
    use livedraw_domain::Position;

    #[test]
    fn every_instruction_round_trips() {
        let now = Timestamp::from_millis(1_767_250_800_000);
        let instructions = [
            FloorInstruction::LoadShoe,
            FloorInstruction::Shuffle,
            FloorInstruction::WaitForBetting {
                closes_at: now.after(std::time::Duration::from_secs(15)),
            },
            FloorInstruction::Deal(Position::Hand(4)),
            FloorInstruction::Deal(Position::Board),
            FloorInstruction::Discard,
            FloorInstruction::Spin,
            FloorInstruction::Roll,
            FloorInstruction::PresentBalls,
            FloorInstruction::DrawBalls,
            FloorInstruction::WaitForSupervisor,
            FloorInstruction::Idle,
            FloorInstruction::Deal(Position::Seat { seat: 7, hand: 3 }),
            FloorInstruction::WaitForDecision {
                window: DecisionWindow::Blackjack(Window::Offer),
                closes_at: now.after(std::time::Duration::from_secs(10)),
            },
            FloorInstruction::WaitForDecision {
                window: DecisionWindow::Blackjack(Window::Hand { seat: 2, hand: 1 }),
                closes_at: now.after(std::time::Duration::from_millis(2_500)),
            },
            FloorInstruction::CheckHoleCard,
        ];
        for instruction in instructions {
            let round = matches!(instruction, FloorInstruction::WaitForBetting { .. }).then_some(2);
            let wire = encode("poker-1", Some(DrawNumber(9)), round, instruction, now);
            let decoded = decode(&wire).expect("decodes");
            assert_eq!(
                decoded,
                WatchedInstruction {
                    draw: Some(DrawNumber(9)),
                    round,
                    instruction,
                    server_time: now
                }
            );
        }
    }

    #[test]
    fn an_instruction_without_its_oneof_is_refused() {
        let mut wire = encode(
            "wheel-1",
            None,
            None,
            FloorInstruction::Spin,
            Timestamp::from_millis(0),
        );
        wire.instruction = None;
        assert_eq!(
            decode(&wire),
            Err(DecodeError::Missing {
                field: "instruction"
            })
        );
    }

    #[test]
    fn a_decision_window_counts_down_from_the_server_time() {
        let now = Timestamp::from_millis(1_767_250_800_000);
        let instruction = FloorInstruction::WaitForDecision {
            window: DecisionWindow::Blackjack(Window::Hand { seat: 4, hand: 2 }),
            closes_at: now.after(std::time::Duration::from_millis(7_250)),
        };
        let wire = encode("blackjack-1", Some(DrawNumber(3)), None, instruction, now);
        let Some(Instruction::WaitForDecision(wait)) = &wire.instruction else {
            panic!("not a decision wait: {wire:?}");
        };
        assert_eq!(
            wait.remaining,
            Some(prost_types::Duration {
                seconds: 7,
                nanos: 250_000_000
            })
        );
    }

    #[test]
    fn a_decision_wait_without_its_window_or_with_a_bad_seat_is_refused() {
        let now = Timestamp::from_millis(0);
        let instruction = FloorInstruction::WaitForDecision {
            window: DecisionWindow::Blackjack(Window::Offer),
            closes_at: now,
        };
        let mut wire = encode("blackjack-1", None, None, instruction, now);
        let Some(Instruction::WaitForDecision(wait)) = wire.instruction.as_mut() else {
            panic!("not a decision wait");
        };
        wait.window = None;
        assert_eq!(
            decode(&wire),
            Err(DecodeError::Missing {
                field: "wait_for_decision.window"
            })
        );
        let mut wire = encode("blackjack-1", None, None, instruction, now);
        let Some(Instruction::WaitForDecision(wait)) = wire.instruction.as_mut() else {
            panic!("not a decision wait");
        };
        wait.window = Some(blackjack::encode_window(Window::Hand { seat: 8, hand: 1 }));
        assert_eq!(
            decode(&wire),
            Err(DecodeError::BadSeatNumber {
                field: "wait_for_decision.window",
                seat: 8
            })
        );
    }
}
