//! The table: draws in sequence, betting rounds on the engine's clock, holds, supervisor
//! commands. It is driven by three calls, each given the time:
//! [`Table::tick`] (the clock), [`Table::observe`] (a floor event) and
//! [`Table::supervise`] (a supervisor command).

use crate::config::TableConfig;
use crate::decision::{CancelReason, Decision, DrawNumber, PauseReason};
use crate::error::TableError;
use crate::games::rules::{Next, Step};
use crate::games::Game;
use crate::instruction::FloorInstruction;
use crate::market::{MarketId, MarketVerdict, Payout, Settlement, Verdict};
use crate::observation::Observation;
use crate::outcome::Outcome;
use crate::player::PlayerDecision;
use crate::schedule::DrawSchedule;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A supervisor's command to a table. Identity, role and note are audited by the service; the
/// rules need the reason code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SupervisorCommand {
    /// Void the draw in progress.
    CancelDraw {
        /// The draw to cancel (must be the one in progress).
        draw: DrawNumber,
        /// Why.
        reason: CancelReason,
    },
    /// Decide a held draw.
    ResolveHold {
        /// The held draw.
        draw: DrawNumber,
        /// Cancel it, or confirm a correction.
        resolution: Resolution,
    },
    /// An outside factor affected the spin in progress (money wheel, roulette): the spin is
    /// void and repeated, bets stay.
    VoidSpin {
        /// The draw whose spin is void (must be the one in progress).
        draw: DrawNumber,
    },
    /// Stop opening draws after the current one.
    Pause {
        /// Why.
        reason: PauseReason,
    },
    /// Open draws again.
    Resume,
}

/// How a supervisor resolves a held draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolution {
    /// Void the draw.
    Cancel(CancelReason),
    /// The held reading was wrong (a misread, a double scan): discard it and go on; the floor
    /// sends the corrected reading.
    ConfirmCorrection,
}

/// One table's rules state: replaying the same inputs gives the same decisions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    config: TableConfig,
    game: Game,
    next_draw: DrawNumber,
    draw: Option<Draw>,
    paused: Option<PauseReason>,
    now: Option<Timestamp>,
    /// A configuration that waits for the draw in progress to end. Absent in snapshots written
    /// before configuration changes were journaled.
    #[serde(default)]
    pending: Option<TableConfig>,
    /// The players' decisions accepted in the draw in progress, by request id, so that a
    /// request sent again is not applied twice. Absent in snapshots written before blackjack.
    #[serde(default, deserialize_with = "accepted::deserialize")]
    accepted: BTreeMap<String, PlayerDecision>,
}

impl Table {
    /// A table that has not opened any draw yet.
    pub fn new(config: TableConfig) -> Table {
        Table {
            game: Game::new(&config.game),
            config,
            next_draw: DrawNumber(1),
            draw: None,
            paused: None,
            now: None,
            pending: None,
            accepted: BTreeMap::new(),
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &TableConfig {
        &self.config
    }

    /// The game's state (shoe, cards on the table, …), for pricing and display.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The draw in progress, if any.
    pub fn draw(&self) -> Option<&Draw> {
        self.draw.as_ref()
    }

    /// The latest time the table has seen (`None` before its first tick).
    pub fn now(&self) -> Option<Timestamp> {
        self.now
    }

    /// A configuration waiting for the draw in progress to end ([`Table::reconfigure`]).
    pub fn pending_config(&self) -> Option<&TableConfig> {
        self.pending.as_ref()
    }

    /// Why the table is paused, if it is.
    pub fn paused(&self) -> Option<PauseReason> {
        self.paused
    }

    /// The markets offered in `round` of the draw in progress.
    pub fn markets(&self, round: u8) -> Vec<MarketId> {
        self.game.rules().markets(round)
    }

    /// What the floor should do now.
    pub fn instruction(&self) -> FloorInstruction {
        match &self.draw {
            None if self.paused.is_some() => FloorInstruction::Idle,
            None => self
                .game
                .rules()
                .blocked()
                .unwrap_or(FloorInstruction::Idle),
            Some(draw) => match draw.phase {
                Phase::Betting { closes_at, .. } => FloorInstruction::WaitForBetting { closes_at },
                Phase::Play => self.game.rules().instruction(),
                Phase::Held { .. } => FloorInstruction::WaitForSupervisor,
            },
        }
    }

    /// The next time the clock changes something (a round closes, a hold times out, a draw
    /// opens); `None` when only an event can move the table.
    pub fn next_deadline(&self) -> Option<Timestamp> {
        match &self.draw {
            Some(draw) => match &draw.phase {
                Phase::Betting { closes_at, .. } => Some(*closes_at),
                Phase::Held { since, .. } => Some(since.after(self.config.hold_timeout)),
                Phase::Play => self.game.rules().deadline(),
            },
            None => self.next_opening(self.now?),
        }
    }

    /// Advances the clock to `now`: closes rounds, times out holds, opens draws.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Decision> {
        let now = self.now.map_or(now, |last| last.max(now));
        self.now = Some(now);
        let mut decisions = Vec::new();
        while self.next_deadline().is_some_and(|deadline| deadline <= now) {
            decisions.extend(self.on_deadline(now));
        }
        decisions
    }

    /// Applies a floor observation received at `at`. `draw`, when the floor names one, must be
    /// the draw in progress. On error nothing changed.
    pub fn observe(
        &mut self,
        observation: &Observation,
        draw: Option<DrawNumber>,
        at: Timestamp,
    ) -> Result<Vec<Decision>, TableError> {
        self.check_clock(at)?;
        self.game.rules().screen(observation)?;
        let Some(current) = self.draw.clone() else {
            if let Some(given) = draw {
                return Err(TableError::NotTheCurrentDraw {
                    given,
                    current: None,
                });
            }
            let mut decisions = self.game.rules_mut().between_draws(observation)?;
            decisions.extend(self.tick(at));
            return Ok(decisions);
        };
        if let Some(given) = draw.filter(|given| *given != current.number) {
            return Err(TableError::NotTheCurrentDraw {
                given,
                current: Some(current.number),
            });
        }
        if matches!(current.phase, Phase::Held { .. }) {
            return Err(TableError::DrawHeld(current.number));
        }
        if matches!(observation, Observation::ShoeLoaded { .. }) {
            return Err(TableError::ShoeLoadDuringDraw);
        }
        let context = current.context(at);
        let step = self.game.rules_mut().during_draw(observation, &context)?;
        Ok(self.apply(step, at))
    }

    /// The table as it stands now.
    pub fn summary(&self) -> TableSummary {
        TableSummary {
            paused: self.paused,
            draws: self.draw.iter().map(DrawSummary::of).collect(),
            next_draw: self.next_draw,
            config: self.config.clone(),
            pending: self.pending.clone(),
        }
    }

    /// The table as it stands after an entry that took `decisions`: the draws they ended come
    /// first, so that a cancelled draw shows as cancelled (and why) beside the draw that opened
    /// after it.
    pub fn summary_after(&self, decisions: &[Decision]) -> TableSummary {
        self.summary().after(decisions)
    }

    /// Applies a player's decision received at `at` (blackjack: a bet on a seat, an action on
    /// a hand) to `draw`, which must be the draw in progress. `decision` is a [`PlayerDecision`]
    /// or a game's own decision (blackjack's). `request` is the caller's id of the request: one
    /// accepted in this draw is not applied again (the same decision answers accepted with
    /// nothing new; another decision under it is refused). On error, the refusal and its
    /// reason; nothing changed.
    pub fn decide<D>(
        &mut self,
        request: &str,
        decision: &D,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Result<Vec<Decision>, TableError>
    where
        D: Copy + Into<PlayerDecision>,
    {
        let decision: PlayerDecision = (*decision).into();
        self.check_clock(at)?;
        if let Some(accepted) = self.accepted.get(request) {
            return if *accepted == decision && self.current_draw(draw).is_ok() {
                Ok(Vec::new())
            } else {
                Err(TableError::RequestReused(request.to_string()))
            };
        }
        let current = self.current_draw(draw)?.clone();
        if matches!(current.phase, Phase::Held { .. }) {
            return Err(TableError::DrawHeld(draw));
        }
        let step = self
            .game
            .rules_mut()
            .decide(&decision, &current.context(at))?;
        self.accepted.insert(request.to_string(), decision);
        Ok(self.apply(step, at))
    }

    /// Applies a supervisor command at `at`. On error nothing changed.
    pub fn supervise(
        &mut self,
        command: &SupervisorCommand,
        at: Timestamp,
    ) -> Result<Vec<Decision>, TableError> {
        self.check_clock(at)?;
        let mut decisions = match *command {
            SupervisorCommand::CancelDraw { draw, reason } => {
                Self::supervisor_reason(reason)?;
                self.current_draw(draw)?;
                self.cancel(reason)
            }
            SupervisorCommand::ResolveHold { draw, resolution } => {
                self.resolve(draw, resolution)?
            }
            SupervisorCommand::VoidSpin { draw } => self.void_spin(draw, at)?,
            SupervisorCommand::Pause { reason } => {
                if self.paused.is_some() {
                    return Err(TableError::AlreadyPaused);
                }
                self.paused = Some(reason);
                vec![Decision::TablePaused { reason }]
            }
            SupervisorCommand::Resume => {
                if self.paused.take().is_none() {
                    return Err(TableError::NotPaused);
                }
                vec![Decision::TableResumed]
            }
        };
        decisions.extend(self.tick(at));
        Ok(decisions)
    }

    /// Takes a changed configuration at `at` (its timing: round length, hold timeout,
    /// schedule). With no draw in progress it applies at once; otherwise it waits until the
    /// draw in progress ends, so a draw keeps the timing it opened with (a later change
    /// replaces a waiting one). The game cannot change. On error nothing changed.
    pub fn reconfigure(
        &mut self,
        config: TableConfig,
        at: Timestamp,
    ) -> Result<Vec<Decision>, TableError> {
        self.check_clock(at)?;
        if config.game != self.config.game {
            return Err(TableError::GameChanged {
                running: self.config.game.kind(),
                configured: config.game.kind(),
            });
        }
        if self.draw.is_some() && config != self.config {
            self.pending = Some(config);
        } else {
            // Also a change back to the running configuration: nothing waits any more.
            self.config = config;
            self.pending = None;
        }
        Ok(self.tick(at))
    }

    fn check_clock(&self, at: Timestamp) -> Result<(), TableError> {
        if let Some(last) = self.now.filter(|last| at < *last) {
            return Err(TableError::TimeWentBackwards { at, last });
        }
        match self.next_deadline() {
            Some(deadline) if deadline <= at => Err(TableError::ClockBehind { deadline, at }),
            _ if self.now.is_none() => Err(TableError::ClockBehind { deadline: at, at }),
            _ => Ok(()),
        }
    }

    fn supervisor_reason(reason: CancelReason) -> Result<(), TableError> {
        if reason.is_automatic() {
            return Err(TableError::AutomaticReason(reason));
        }
        Ok(())
    }

    fn current_draw(&self, draw: DrawNumber) -> Result<&Draw, TableError> {
        match &self.draw {
            Some(current) if current.number == draw => Ok(current),
            _ if draw < self.next_draw => Err(TableError::DrawAlreadyEnded(draw)),
            _ => Err(TableError::UnknownDraw(draw)),
        }
    }

    fn resolve(
        &mut self,
        draw: DrawNumber,
        resolution: Resolution,
    ) -> Result<Vec<Decision>, TableError> {
        let Phase::Held {
            incident, resume, ..
        } = self.current_draw(draw)?.phase.clone()
        else {
            return Err(TableError::NotHeld(draw));
        };
        match resolution {
            Resolution::Cancel(reason) => {
                Self::supervisor_reason(reason)?;
                Ok(self.cancel(reason))
            }
            Resolution::ConfirmCorrection if !incident.correctable() => {
                Err(TableError::NotCorrectable(draw))
            }
            Resolution::ConfirmCorrection => {
                self.game.rules_mut().correction_confirmed(&incident);
                if let Some(current) = self.draw.as_mut() {
                    current.phase = *resume;
                }
                Ok(vec![Decision::DrawResumed { draw }])
            }
        }
    }

    fn void_spin(&mut self, draw: DrawNumber, at: Timestamp) -> Result<Vec<Decision>, TableError> {
        let current = self.current_draw(draw)?;
        if matches!(current.phase, Phase::Held { .. }) {
            return Err(TableError::DrawHeld(draw));
        }
        let context = current.context(at);
        let step = self.game.rules_mut().void_spin(&context)?;
        Ok(self.apply(step, at))
    }

    fn on_deadline(&mut self, now: Timestamp) -> Vec<Decision> {
        let Some(draw) = self.draw.as_mut() else {
            return self.open_draw(now);
        };
        match draw.phase {
            Phase::Betting { round, closes_at } => {
                draw.phase = Phase::Play;
                let mut decisions = vec![Decision::BettingRoundClosed {
                    draw: draw.number,
                    round,
                }];
                let step = self
                    .game
                    .rules_mut()
                    .betting_closed(&draw.context(closes_at));
                decisions.extend(self.apply(step, closes_at));
                decisions
            }
            Phase::Held { .. } => self.cancel(CancelReason::HoldTimeout),
            Phase::Play => {
                // The game's window closed: its defaults apply as of the deadline itself, so a
                // late tick changes nothing of the play.
                let at = self.game.rules().deadline().unwrap_or(now);
                let step = self.game.rules_mut().deadline_passed(&draw.context(at));
                self.apply(step, at)
            }
        }
    }

    /// When the next draw can open, seen from `now`; `None` while paused or blocked.
    fn next_opening(&self, now: Timestamp) -> Option<Timestamp> {
        if self.draw.is_some() || self.paused.is_some() || self.game.rules().blocked().is_some() {
            return None;
        }
        Some(match &self.config.schedule {
            None => now,
            Some(schedule) => {
                let draw_at = schedule.next_draw_at_or_after(now.after(self.config.minimum_round));
                DrawSchedule::betting_opens(draw_at, self.config.round_duration).max(now)
            }
        })
    }

    fn first_round_closes(&self, now: Timestamp) -> Timestamp {
        match &self.config.schedule {
            None => now.after(self.config.round_duration),
            Some(schedule) => schedule.next_draw_at_or_after(now.after(self.config.minimum_round)),
        }
    }

    fn open_draw(&mut self, now: Timestamp) -> Vec<Decision> {
        let number = self.next_draw;
        let closes_at = self.first_round_closes(now);
        self.next_draw = DrawNumber(number.0 + 1);
        self.game.rules_mut().begin_draw();
        let last_hand = self.game.rules().last_hand();
        self.draw = Some(Draw {
            number,
            rounds_opened: 1,
            phase: Phase::Betting {
                round: 1,
                closes_at,
            },
        });
        vec![
            Decision::DrawOpened { draw: number },
            Decision::BettingRoundOpened {
                draw: number,
                round: 1,
                closes_at,
                last_hand,
            },
        ]
    }

    fn apply(&mut self, step: Step, at: Timestamp) -> Vec<Decision> {
        let mut decisions = step.decisions;
        let Some(draw) = self.draw.as_mut() else {
            return decisions;
        };
        match step.next {
            Next::Continue => {}
            Next::OpenRound => {
                draw.rounds_opened += 1;
                let round = draw.rounds_opened;
                let closes_at = at.after(self.config.round_duration);
                draw.phase = Phase::Betting { round, closes_at };
                decisions.push(Decision::BettingRoundOpened {
                    draw: draw.number,
                    round,
                    closes_at,
                    last_hand: self.game.rules().last_hand(),
                });
            }
            Next::Hold(incident) => {
                let resume = Box::new(std::mem::replace(&mut draw.phase, Phase::Play));
                draw.phase = Phase::Held {
                    incident,
                    since: at,
                    resume,
                };
                decisions.push(Decision::DrawHeld {
                    draw: draw.number,
                    incident,
                });
            }
            Next::Cancel(reason) => {
                decisions.extend(self.cancel(reason));
                decisions.extend(self.tick(at));
            }
            Next::Settle(outcome, verdicts) => {
                decisions.extend(self.settle(outcome, verdicts));
                decisions.extend(self.tick(at));
            }
        }
        decisions
    }

    /// Every (market, round) the draw offered, with `verdict_of` each: its verdict and, in a
    /// fixed-payout game, the net multiplier paid.
    fn settlements(
        &self,
        verdict_of: impl Fn(&MarketId) -> (Verdict, Option<Payout>),
    ) -> Vec<Settlement> {
        let rounds = self.draw.as_ref().map_or(0, |draw| draw.rounds_opened);
        (1..=rounds)
            .flat_map(|round| {
                self.markets(round)
                    .into_iter()
                    .map(move |market| (market, round))
            })
            .map(|(market, round)| {
                let (verdict, payout) = verdict_of(&market);
                Settlement {
                    verdict,
                    payout,
                    market,
                    round,
                }
            })
            .collect()
    }

    /// A void bet's payout: nothing in a fixed-payout game, the round's odds treated as 1.00
    /// (no payout given) in a live-odds one.
    fn void_payout(&self) -> Option<Payout> {
        self.config
            .game
            .kind()
            .is_fixed_payout()
            .then_some(Payout::NOTHING)
    }

    fn cancel(&mut self, reason: CancelReason) -> Vec<Decision> {
        let Some(number) = self.draw.as_ref().map(|draw| draw.number) else {
            return Vec::new();
        };
        let void = self.void_payout();
        let settlements = self.settlements(|_| (Verdict::Void, void));
        let mut decisions = vec![Decision::DrawCancelled {
            draw: number,
            reason,
            settlements,
        }];
        decisions.extend(self.end_draw());
        decisions
    }

    fn settle(&mut self, outcome: Outcome, verdicts: Vec<MarketVerdict>) -> Vec<Decision> {
        let Some(number) = self.draw.as_ref().map(|draw| draw.number) else {
            return Vec::new();
        };
        let verdicts: BTreeMap<MarketId, (Verdict, Option<Payout>)> = verdicts
            .into_iter()
            .map(|settled| (settled.market, (settled.verdict, settled.payout)))
            .collect();
        let void = self.void_payout();
        let settlements = self.settlements(|market| {
            verdicts
                .get(market)
                .copied()
                .unwrap_or((Verdict::Void, void))
        });
        let mut decisions = vec![Decision::DrawSettled {
            draw: number,
            outcome,
            settlements,
        }];
        decisions.extend(self.end_draw());
        decisions
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.accepted.clear();
        let decisions = self.game.rules_mut().end_draw();
        self.draw = None;
        if let Some(config) = self.pending.take() {
            self.config = config;
        }
        decisions
    }
}

mod accepted;
mod draw;
mod summary;

pub use draw::{Draw, Phase};
pub use summary::{DrawState, DrawSummary, TableSummary};

#[cfg(test)]
mod tests;
