//! The reply to a journaled decision: the engine's verdict, or [`TIMEOUT`].

use livedraw_protocol::v1::decide_reply::Verdict;
use livedraw_protocol::v1::{DecideReply, DecisionAccepted, DecisionRefused, EngineStep};
use std::time::Duration;

/// The code of a decision that was journaled but not answered in time (or whose answer could
/// not be read). It is not a rules refusal: the engine will still judge the decision, and
/// sending the same request again (same request id) answers with its verdict.
pub const TIMEOUT: &str = "timeout";

/// The reply the engine's `step` for the decision gives: refused with the rules' code and
/// reason, or accepted.
pub fn reply(request_id: String, journal_offset: u64, step: EngineStep) -> DecideReply {
    let verdict = match step
        .rejection
        .filter(|rejection| !rejection.code.is_empty())
    {
        Some(rejection) => Verdict::Refused(DecisionRefused {
            code: rejection.code,
            message: rejection.message,
        }),
        None => Verdict::Accepted(DecisionAccepted {}),
    };
    DecideReply {
        request_id,
        journal_offset,
        verdict: Some(verdict),
    }
}

/// The reply when the engine's verdict did not come: `why` (it did not answer in time, or its
/// answer cannot be read). Refused with [`TIMEOUT`], saying that the decision is journaled and
/// how to learn its verdict.
pub fn unanswered(request_id: String, journal_offset: u64, why: &str) -> DecideReply {
    let message = format!(
        "decision {request_id} is journaled (offset {journal_offset}) but {why}; the engine \
         will still judge it: send the same request again, with the same request id, for its \
         verdict (an accepted decision is never applied twice)"
    );
    DecideReply {
        request_id,
        journal_offset,
        verdict: Some(Verdict::Refused(DecisionRefused {
            code: TIMEOUT.to_string(),
            message,
        })),
    }
}

/// Why there is no verdict after waiting `waited`.
pub fn not_in_time(waited: Duration) -> String {
    format!("the engine did not answer within {} ms", waited.as_millis())
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_protocol::v1::Rejection;

    fn refused(reply: &DecideReply) -> Option<(&str, &str)> {
        match &reply.verdict {
            Some(Verdict::Refused(refused)) => {
                Some((refused.code.as_str(), refused.message.as_str()))
            }
            _ => None,
        }
    }

    #[test]
    fn a_step_with_a_rejection_is_refused_with_its_code_and_one_without_is_accepted() {
        let rejection = Rejection {
            code: "not_your_turn".into(),
            message: "decision refused: not seat 3's turn".into(),
        };
        let step = EngineStep {
            rejection: Some(rejection),
            ..EngineStep::default()
        };
        let reply = reply("r-1".into(), 7, step);
        assert_eq!(
            (reply.request_id.as_str(), reply.journal_offset),
            ("r-1", 7)
        );
        assert_eq!(
            refused(&reply),
            Some(("not_your_turn", "decision refused: not seat 3's turn"))
        );
        let empty = EngineStep {
            rejection: Some(Rejection::default()),
            ..EngineStep::default()
        };
        for step in [EngineStep::default(), empty] {
            let reply = super::reply("r-2".into(), 8, step);
            assert_eq!(reply.verdict, Some(Verdict::Accepted(DecisionAccepted {})));
        }
    }

    #[test]
    fn an_unanswered_decision_is_refused_timeout_saying_it_is_journaled_and_how_to_learn_more() {
        let why = not_in_time(Duration::from_millis(250));
        let reply = unanswered("r-1".into(), 12, &why);
        let (code, message) = refused(&reply).expect("refused");
        assert_eq!(code, TIMEOUT);
        assert_eq!(reply.journal_offset, 12);
        for fragment in [
            "decision r-1 is journaled (offset 12)",
            "did not answer within 250 ms",
            "will still judge it",
            "send the same request again, with the same request id",
        ] {
            assert!(message.contains(fragment), "`{message}` lacks `{fragment}`");
        }
    }
}
