//! What the floor does next, for the floor's watch stream.

use crate::common::encode_position;
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
            let left = closes_at
                .millis()
                .saturating_sub(server_time.millis())
                .max(0);
            Instruction::WaitForBetting(wire::WaitForBetting {
                round: round.map_or(0, u32::from),
                closes_at: Some(timestamp::encode(closes_at)),
                remaining: Some(prost_types::Duration {
                    seconds: left / 1000,
                    nanos: i32::try_from((left % 1000) * 1_000_000).unwrap_or(0),
                }),
            })
        }
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
