//! The table: draws in sequence, betting rounds on the engine's clock, holds, supervisor
//! commands, and the devices it needs ([`DeviceWatch`]). It is driven by calls each given the
//! time: [`Table::tick`] (the clock), [`Table::observe`] (a floor event), [`Table::heard`] (a
//! device spoke), [`Table::supervise`] (a supervisor command, a correction of a settled draw
//! among them: `correction.rs`), [`Table::decide`] (a player) and [`Table::reconfigure`].

use crate::config::TableConfig;
use crate::correction::{Correction, CorrectionReason, SettledDraw};
use crate::decision::{CancelReason, Decision, DrawNumber, Incident, PauseReason};
use crate::device::DeviceName;
use crate::error::TableError;
use crate::games::rules::{Next, Step};
use crate::games::Game;
use crate::instruction::FloorInstruction;
use crate::market::{verdicts_by_market, MarketId, MarketVerdict, Payout, Settlement, Verdict};
use crate::observation::Observation;
use crate::outcome::Outcome;
use crate::player::PlayerDecision;
use crate::schedule::DrawSchedule;
use crate::seat_request::SeatRequest;
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
    /// Correct a settled draw (operations.md): void it, or give what the table really showed.
    CorrectResult {
        /// The settled draw.
        draw: DrawNumber,
        /// Void, or the reading.
        correction: Correction,
        /// Why.
        reason: CorrectionReason,
        /// The draw's original result as the supervisor service found it in the draw events;
        /// `None` when it found none (the draw is in progress, was cancelled, or is unknown).
        original: Option<Box<SettledDraw>>,
    },
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
    /// When each device was last heard from, and a silence's suspension. Absent in snapshots
    /// written before silences were judged on the journaled clock.
    #[serde(default)]
    devices: DeviceWatch,
    /// The latest revision of each draw corrected within its correction window. Absent in
    /// snapshots written before corrections.
    #[serde(default)]
    corrected: CorrectedDraws,
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
            devices: DeviceWatch::default(),
            corrected: CorrectedDraws::default(),
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

    /// The device whose silence suspended the table, if it is suspended.
    pub fn suspended_by(&self) -> Option<DeviceName> {
        self.devices.suspended_by()
    }

    /// The markets offered in `round` of the draw in progress.
    pub fn markets(&self, round: u8) -> Vec<MarketId> {
        self.game.rules().markets(round)
    }

    /// What the floor should do now.
    pub fn instruction(&self) -> FloorInstruction {
        match &self.draw {
            None if self.suspended_by().is_some() => FloorInstruction::WaitForSupervisor,
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
    /// opens, a device falls silent); `None` when only an event can move the table.
    pub fn next_deadline(&self) -> Option<Timestamp> {
        let silence = self.next_silence().map(|(_, at)| at);
        [self.next_draw_deadline(), silence]
            .into_iter()
            .flatten()
            .min()
    }

    /// The draw's next deadline (or the next draw's opening), silences aside.
    fn next_draw_deadline(&self) -> Option<Timestamp> {
        match &self.draw {
            Some(draw) => match &draw.phase {
                Phase::Betting { closes_at, .. } => Some(*closes_at),
                Phase::Held { since, .. } => Some(since.after(self.config.hold_timeout)),
                Phase::Play => self.game.rules().deadline(),
            },
            None => self.next_opening(self.now?),
        }
    }

    /// Advances the clock to `now` on a tick of the engine's own clock: closes rounds, times
    /// out holds, opens draws, and judges the devices' silences.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Decision> {
        self.advance(now, Silences::Judged)
    }

    /// A tick of the engine's clock for the deadline `now`, journaled at `written`. One written
    /// more than [`LATE_TICK`] after its deadline shows that the studio itself was not
    /// listening meanwhile (stopped, or its journal out of reach): every device counts as
    /// heard when the tick was written, so the outage is no device's silence.
    pub fn tick_written(&mut self, now: Timestamp, written: Timestamp) -> Vec<Decision> {
        if written > now.after(LATE_TICK) {
            self.devices.heard_all(written);
        }
        self.tick(now)
    }

    /// Advances the clock to `now` for any input but the engine's clock: closes rounds, times
    /// out holds, opens draws, but judges no silence. Only the engine's clock, ticking on time,
    /// shows that the studio was listening while a device said nothing.
    pub fn catch_up(&mut self, now: Timestamp) -> Vec<Decision> {
        self.advance(now, Silences::Unjudged)
    }

    fn advance(&mut self, now: Timestamp, silences: Silences) -> Vec<Decision> {
        let now = self.now.map_or(now, |last| last.max(now));
        self.now = Some(now);
        self.devices.watch(&self.config.devices, now);
        let mut decisions = Vec::new();
        loop {
            let deadline = match silences {
                Silences::Judged => self.next_deadline(),
                Silences::Unjudged => self.next_draw_deadline(),
            };
            if deadline.is_none_or(|deadline| deadline > now) {
                return decisions;
            }
            decisions.extend(self.on_deadline(now, silences));
        }
    }

    /// `device` spoke (an event or a heartbeat) at `at`, after the clock was ticked to `at`: it
    /// is not silent. A device the table does not need is ignored. A suspension stays until a
    /// supervisor lifts it.
    pub fn heard(&mut self, device: DeviceName, at: Timestamp) {
        self.devices.heard(device, at);
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
            decisions.extend(self.catch_up(at));
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
            suspended_by: self.suspended_by(),
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

    /// Applies a seat holder's request received at `at` (a bet on a seat, a blackjack action
    /// on a hand) to `draw`, which must be the draw in progress; the table's game reads it
    /// ([`PlayerDecision::at_table`]), and refuses what its seat holders cannot decide.
    /// `request` is the caller's id of the request: one accepted in this draw is not applied
    /// again (the same decision answers accepted with nothing new; another decision under it is
    /// refused). On error, the refusal and its reason; nothing changed.
    pub fn decide(
        &mut self,
        request: &str,
        decision: &SeatRequest,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Result<Vec<Decision>, TableError> {
        let decider = self.game.config().seat_decider();
        let decision = decider
            .and_then(|decider| PlayerDecision::at_table(decider, *decision))
            .ok_or(TableError::NotExpected {
                observation: "player_decision",
                expected: "a seat holder's decision the table's game takes: a bet on a seat, \
                           a blackjack action, or play or fold at a three-card table in seats",
            })?;
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
            SupervisorCommand::CorrectResult {
                draw,
                ref correction,
                reason,
                ref original,
            } => {
                let table = Correcting {
                    void_payout: self.void_payout(),
                    game: &mut self.game,
                    window: self.config.correction_window,
                    in_progress: self.draw.as_ref().map(|draw| draw.number),
                    next_draw: self.next_draw,
                };
                let original = original.as_deref();
                let corrected = self
                    .corrected
                    .correct(table, draw, correction, reason, original, at)?;
                vec![corrected]
            }
            SupervisorCommand::CancelDraw { draw, reason } => {
                Self::supervisor_reason(reason)?;
                self.current_draw(draw)?;
                self.cancel(reason)
            }
            SupervisorCommand::ResolveHold { draw, resolution } => {
                self.resolve(draw, resolution, at)?
            }
            SupervisorCommand::VoidSpin { draw } => self.void_spin(draw, at)?,
            SupervisorCommand::Pause { reason } => {
                if self.paused.is_some() {
                    return Err(TableError::AlreadyPaused);
                }
                self.paused = Some(reason);
                vec![Decision::TablePaused { reason }]
            }
            SupervisorCommand::Resume => self.resume(at)?,
        };
        decisions.extend(self.catch_up(at));
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
        Ok(self.catch_up(at))
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
        at: Timestamp,
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
                let mut decisions = self.cancel(reason);
                if self.silent_device(at).is_none() {
                    decisions.extend(self.lift_suspension());
                }
                Ok(decisions)
            }
            Resolution::ConfirmCorrection if !incident.correctable() => {
                Err(TableError::NotCorrectable(draw))
            }
            Resolution::ConfirmCorrection => {
                if let Some(device) = self.silent_device(at) {
                    return Err(TableError::DeviceStillSilent(device));
                }
                self.game.rules_mut().correction_confirmed(&incident);
                if let Some(current) = self.draw.as_mut() {
                    current.phase = *resume;
                }
                let mut decisions = self.lift_suspension();
                decisions.push(Decision::DrawResumed { draw });
                Ok(decisions)
            }
        }
    }

    /// A supervisor's `Resume`: lifts a pause and a silence's suspension, refused while a
    /// device the table needs is still silent.
    fn resume(&mut self, at: Timestamp) -> Result<Vec<Decision>, TableError> {
        if self.paused.is_none() && self.suspended_by().is_none() {
            return Err(TableError::NotPaused);
        }
        if let Some(device) = self
            .silent_device(at)
            .filter(|_| self.suspended_by().is_some())
        {
            return Err(TableError::DeviceStillSilent(device));
        }
        let mut decisions = self.lift_suspension();
        if self.paused.take().is_some() {
            decisions.push(Decision::TableResumed);
        }
        Ok(decisions)
    }

    /// A device silent at `at`, if any.
    fn silent_device(&self, at: Timestamp) -> Option<DeviceName> {
        self.devices.silent_at(self.config.device_silence, at)
    }

    /// Ends a silence's suspension, if there is one.
    fn lift_suspension(&mut self) -> Vec<Decision> {
        if self.devices.lift() {
            vec![Decision::SuspensionLifted]
        } else {
            Vec::new()
        }
    }

    /// The first device to fall silent and when, unless the table is suspended already.
    fn next_silence(&self) -> Option<(DeviceName, Timestamp)> {
        self.devices.next_silence(self.config.device_silence)
    }

    /// `device` fell silent at `at`: the table is suspended, an open betting round closes at
    /// once, and a draw in progress is held with the device named.
    fn fall_silent(&mut self, device: DeviceName, at: Timestamp) -> Vec<Decision> {
        self.devices.suspend(device);
        let mut decisions = vec![Decision::TableSuspended { device }];
        if let Some(Phase::Betting { round, .. }) = self.draw.as_ref().map(|draw| &draw.phase) {
            decisions.extend(self.close_round(*round, at));
        }
        let held = self
            .draw
            .as_ref()
            .is_none_or(|draw| matches!(draw.phase, Phase::Held { .. }));
        if !held {
            let hold = Step::then(Next::Hold(Incident::DeviceSilent { device }));
            decisions.extend(self.apply(hold, at));
        }
        decisions
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

    fn on_deadline(&mut self, now: Timestamp, silences: Silences) -> Vec<Decision> {
        let draw_deadline = self.next_draw_deadline();
        if let Some((device, at)) = self.next_silence().filter(|(_, at)| {
            silences == Silences::Judged
                && *at <= now
                && draw_deadline.is_none_or(|deadline| *at < deadline)
        }) {
            return self.fall_silent(device, at);
        }
        let Some(draw) = self.draw.as_mut() else {
            return self.open_draw(now);
        };
        match draw.phase {
            Phase::Betting { round, closes_at } => self.close_round(round, closes_at),
            Phase::Held {
                incident: Incident::DeviceSilent { .. },
                ..
            } => self.cancel(CancelReason::TechnicalProblem),
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

    /// Closes betting round `round` of the draw in progress at `at`; the game goes on to play.
    fn close_round(&mut self, round: u8, at: Timestamp) -> Vec<Decision> {
        let Some(draw) = self.draw.as_mut() else {
            return Vec::new();
        };
        draw.phase = Phase::Play;
        let mut decisions = vec![Decision::BettingRoundClosed {
            draw: draw.number,
            round,
        }];
        let step = self.game.rules_mut().betting_closed(&draw.context(at));
        decisions.extend(self.apply(step, at));
        decisions
    }

    /// When the next draw can open, seen from `now`; `None` while paused, suspended or blocked.
    fn next_opening(&self, now: Timestamp) -> Option<Timestamp> {
        if self.draw.is_some()
            || self.paused.is_some()
            || self.suspended_by().is_some()
            || self.game.rules().blocked().is_some()
        {
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
                decisions.extend(self.catch_up(at));
            }
            Next::Settle(outcome, verdicts) => {
                decisions.extend(self.settle(outcome, verdicts));
                decisions.extend(self.catch_up(at));
            }
        }
        decisions
    }

    /// Every (market, round) the draw offered, with `verdict_of` each: its verdict and, in a
    /// fixed-payout game, the net multiplier paid.
    fn settlements(
        &self,
        lines: impl Fn(u8) -> Vec<MarketId>,
        verdict_of: impl Fn(&MarketId) -> (Verdict, Option<Payout>),
    ) -> Vec<Settlement> {
        let rounds = self.draw.as_ref().map_or(0, |draw| draw.rounds_opened);
        (1..=rounds)
            .flat_map(|round| lines(round).into_iter().map(move |market| (market, round)))
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
        let settlements = self.settlements(|round| self.markets(round), |_| (Verdict::Void, void));
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
        let settlements = self.settlements(
            |round| self.game.rules().settled_markets(round),
            verdicts_by_market(verdicts, self.void_payout()),
        );
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
mod correction;
mod draw;
mod silence;
mod summary;

use correction::{CorrectedDraws, Correcting};
pub use draw::{Draw, Phase};
use silence::Silences;
pub use silence::{DeviceWatch, LATE_TICK};
pub use summary::{DrawState, DrawSummary, TableSummary};

#[cfg(test)]
mod correction_tests;
#[cfg(test)]
mod silent_device_tests;
#[cfg(test)]
mod tests;
