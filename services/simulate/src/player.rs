//! One table's floor: follows the table's instructions and carries out the floor's answers.

use super::devices::{Device, Devices, Posted};
use crate::error::SimulateError;
use crate::options::SimulateOptions;
use livedraw_client::supervise::{self, Resolution, Verdict};
use livedraw_domain::games::roulette::WheelKind;
use livedraw_domain::table::{Resolution as DomainResolution, SupervisorCommand};
use livedraw_domain::{
    DrawNumber, GameConfig, GameKind, Observation, SeatRequest, TableConfig, TableError, Timestamp,
};
use livedraw_gate::Authorized;
use livedraw_protocol::common::{encode_cancel_reason, encode_pause_reason};
use livedraw_protocol::instruction::{self, WatchedInstruction};
use livedraw_protocol::player_decision::{self, DecisionRequest};
use livedraw_protocol::v1::command_reply::RejectionReason;
use livedraw_protocol::v1::decide_reply::Verdict as DecisionVerdict;
use livedraw_protocol::v1::decisions_client::DecisionsClient;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::table_status::Phase;
use livedraw_protocol::v1::{self, WatchRequest, WatchTablesRequest};
use livedraw_protocol::TableId;
use livedraw_simulator::{Floor, Input, TableView};
use livedraw_studio::TableSpec;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;
use tonic::transport::Channel;
use tonic::Streaming;

/// A silent device suspends its tables after `device_silence_seconds` (10 by default).
const HEARTBEAT_EVERY: Duration = Duration::from_secs(3);
/// How much longer than the table allows a simulated device silence lasts.
const SILENCE_BEYOND_LIMIT: Duration = Duration::from_secs(2);
/// Wait before watching a table again after its stream ended.
const RECONNECT: Duration = Duration::from_secs(2);
/// The note on every command of the simulated supervisor.
const NOTE: &str = "simulated floor";
/// The longest wait for the instruction that follows a journaled event or a command.
const SETTLE: Duration = Duration::from_secs(3);

/// What came of waiting for the table.
pub(super) enum Waited {
    /// A new instruction (the newest, when several came).
    New(WatchedInstruction),
    /// Nothing new in time.
    Nothing,
    /// The watch stream ended.
    Ended,
}

/// The floor's clients of the studio's services other than ingest.
pub(super) struct Clients {
    /// The simulated supervisor's.
    pub(super) supervisor: SupervisorClient<Authorized>,
    /// The seat players', for a blackjack table.
    pub(super) decisions: Option<DecisionsClient<Authorized>>,
}

/// One table's floor.
pub(super) struct Player {
    pub(super) table: TableId,
    pub(super) game: GameKind,
    pub(super) floor: Floor,
    pub(super) paused: bool,
    hold_timeout: Duration,
    devices: Vec<Arc<Device>>,
    ingest: FloorIngestClient<Channel>,
    supervisor: SupervisorClient<Authorized>,
    decisions: Option<DecisionsClient<Authorized>>,
    pace: Duration,
    draw: Option<DrawNumber>,
    last_heartbeat: Instant,
    /// Every this many draws, the devices fall silent this long.
    silences: Option<(u64, Duration)>,
    /// The draw just opened is one at which the devices fall silent.
    silence_due: bool,
}

impl Player {
    /// The floor of the table `spec`, which runs by `rules`, with the devices bound to it.
    pub(super) fn new(
        spec: &TableSpec,
        rules: TableConfig,
        devices: &Devices,
        clients: Clients,
        options: &SimulateOptions,
    ) -> Result<Player, SimulateError> {
        let refuse = |reason: String| SimulateError::Table {
            table: spec.id.clone(),
            reason,
        };
        let game = spec.kind().map_err(|error| refuse(error.to_string()))?;
        let table = TableId::new(spec.id.as_str()).map_err(|error| refuse(error.to_string()))?;
        let devices = devices.of_table(&spec.id);
        if devices.is_empty() {
            return Err(refuse(
                "no device is bound to it in the configuration".into(),
            ));
        }
        let seed = options.seed ^ fnv1a(&spec.id);
        // The table is watched as its first device: only a device bound to it may.
        let ingest = devices[0].client();
        Ok(Player {
            table,
            game,
            floor: Floor::for_table(&rules.game, seed, livedraw_ingest::now(), options.faults)
                .with_double_zero(double_zero(&rules.game))
                .with_decks(shoe_decks(&rules.game))
                .with_cut_card(rules.game.shoe().and_then(|shoe| shoe.cut_card()))
                .leaving_holds(options.leave_holds),
            paused: false,
            hold_timeout: rules.hold_timeout,
            devices,
            ingest,
            supervisor: clients.supervisor,
            decisions: clients.decisions,
            pace: options.pace,
            draw: None,
            last_heartbeat: Instant::now(),
            silences: options
                .device_silence_every
                .map(|every| (every, rules.device_silence + SILENCE_BEYOND_LIMIT)),
            silence_due: false,
        })
    }

    /// Plays until the task is dropped, watching the table again whenever its stream ends.
    pub(super) async fn play(mut self) {
        self.paused = self.paused_now().await;
        loop {
            let request = WatchRequest {
                table_id: self.table.as_str().to_string(),
            };
            match self.ingest.watch(request).await {
                Ok(stream) => self.follow(stream.into_inner()).await,
                Err(status) => tracing::warn!(
                    table = self.table.as_str(),
                    reason = status.message(),
                    "cannot watch the table"
                ),
            }
            tokio::time::sleep(RECONNECT).await;
        }
    }

    /// Whether the table is paused now, as the supervisor sees it.
    async fn paused_now(&mut self) -> bool {
        let message = WatchTablesRequest {
            table_ids: vec![self.table.as_str().to_string()],
        };
        let Ok(reply) = self.supervisor.watch_tables(message).await else {
            return false;
        };
        match reply.into_inner().message().await {
            Ok(Some(status)) => status.phase() == Phase::Paused || status.pause_reason != 0,
            _ => false,
        }
    }

    async fn follow(&mut self, mut stream: Streaming<v1::FloorInstruction>) {
        let far = Instant::now() + Duration::from_secs(3600);
        let mut current = match self.wait(&mut stream, far).await {
            Waited::New(first) => first,
            Waited::Nothing | Waited::Ended => return,
        };
        if self.needs_cards(&current) {
            match self.restock(&mut stream, current).await {
                Waited::New(newer) => current = newer,
                Waited::Nothing => {}
                Waited::Ended => return,
            }
        }
        loop {
            match self.act(&mut stream, &current).await {
                Waited::New(newer) => current = newer,
                Waited::Nothing => {}
                Waited::Ended => return,
            }
        }
    }

    /// Does what the floor answers to `current`, then waits: for the next instruction when
    /// the answer is to wait, for the floor's pace after an action.
    async fn act(
        &mut self,
        stream: &mut Streaming<v1::FloorInstruction>,
        current: &WatchedInstruction,
    ) -> Waited {
        self.note_draw(current.draw);
        if std::mem::take(&mut self.silence_due) {
            return self.fall_silent(stream).await;
        }
        self.floor.set_time(livedraw_ingest::now());
        let view = TableView::watched(
            current.instruction,
            current.draw,
            self.paused,
            self.hold_timeout,
        );
        match self.floor.next_input(view) {
            Input::Tick(at) => {
                let until = instant_of(at).max(Instant::now() + self.pace);
                self.wait(stream, until).await
            }
            Input::Observe(observation, _) => {
                let sent_at = livedraw_ingest::now();
                let journaled = self.observe(observation, current.draw).await;
                self.settled(stream, journaled.then_some(sent_at)).await
            }
            Input::Supervise(command, _) => {
                let sent_at = livedraw_ingest::now();
                self.supervise(command).await;
                self.settled(stream, Some(sent_at)).await
            }
            Input::Decide {
                request,
                decision,
                draw,
                ..
            } => {
                self.decide(request, decision, draw).await;
                // The reply follows the engine's step, so its instruction is on its way.
                self.paced(stream).await
            }
        }
    }

    /// Sends a seat player's decision through the Decisions API and logs the verdict; without
    /// a Decisions client nobody plays.
    async fn decide(&mut self, request_id: String, decision: SeatRequest, draw: DrawNumber) {
        let table = self.table.as_str();
        let Some(client) = self.decisions.as_mut() else {
            tracing::debug!(table, "no seat players: the decision is not sent");
            return;
        };
        let request = player_decision::encode(&DecisionRequest {
            table: self.table.clone(),
            draw,
            request_id,
            decision,
        });
        match client
            .decide(request)
            .await
            .map(|reply| reply.into_inner().verdict)
        {
            Ok(Some(DecisionVerdict::Accepted(_))) => {
                tracing::debug!(table, ?decision, "player's decision accepted");
            }
            Ok(Some(DecisionVerdict::Refused(refused))) => tracing::debug!(
                table,
                ?decision,
                code = refused.code,
                reason = refused.message,
                "player's decision refused"
            ),
            Ok(None) => tracing::warn!(table, ?decision, "player's decision: no verdict"),
            Err(status) => tracing::warn!(
                table,
                ?decision,
                code = ?status.code(),
                reason = status.message(),
                "player's decision failed"
            ),
        }
    }

    /// A card game's floor with no cards of its own, at a table that is past loading a shoe.
    fn needs_cards(&self, current: &WatchedInstruction) -> bool {
        self.game.is_card_game()
            && !self.floor.has_cards()
            && current.instruction != livedraw_domain::FloorInstruction::LoadShoe
    }

    /// Learns of a new draw from the instruction's draw number (the stream carries no
    /// decisions), so that the floor resets its wheel, balls and poker deck.
    fn note_draw(&mut self, draw: Option<DrawNumber>) {
        if draw == self.draw {
            return;
        }
        let table = self.table.as_str();
        if let Some(ended) = self.draw {
            tracing::info!(table, draw = ended.0, "draw over");
        }
        if let Some(opened) = draw {
            self.floor.new_draw();
            tracing::info!(table, draw = opened.0, "draw in progress");
            self.silence_due = self
                .silences
                .is_some_and(|(every, _)| opened.0.is_multiple_of(every));
        }
        self.draw = draw;
    }

    /// The table's devices say nothing, no event and no heartbeat, for longer than the table
    /// allows (a device fault the studio must notice); then the newest instruction.
    async fn fall_silent(&mut self, stream: &mut Streaming<v1::FloorInstruction>) -> Waited {
        let Some((_, length)) = self.silences else {
            return Waited::Nothing;
        };
        tracing::info!(
            table = self.table.as_str(),
            seconds = length.as_secs(),
            "simulated device silence"
        );
        tokio::time::sleep(length).await;
        self.paced(stream).await
    }

    /// Posts a floor event with the first device bound to the table that may post it; whether
    /// it was journaled now (so that a step, and an instruction after it, will follow).
    pub(super) async fn observe(
        &mut self,
        observation: Observation,
        draw: Option<DrawNumber>,
    ) -> bool {
        let table = self.table.as_str();
        let kind = observation.kind();
        let Some(device) = self.devices.iter().find(|d| d.may_post(table, kind)) else {
            tracing::debug!(table, kind, "no device of the table posts this: skipped");
            return false;
        };
        match device.post(&self.table, draw, observation.clone()).await {
            Posted::Journaled => {
                tracing::debug!(table, kind, "floor event journaled");
                self.floor.journaled(&observation);
                true
            }
            Posted::AlreadyJournaled => {
                tracing::info!(table, kind, "floor event journaled before (re-sent)");
                self.floor.journaled(&observation);
                false
            }
            Posted::Refused(status) => {
                tracing::debug!(
                    table,
                    kind,
                    code = ?status.code(),
                    reason = status.message(),
                    "floor event refused"
                );
                false
            }
        }
    }

    /// After an action: the floor's pace, then, when the action was applied at `since`, the
    /// first instruction issued at or after it. An instruction issued before was about the
    /// table as it stood before the action: acting on it again would repeat the action (a
    /// second shoe, a second card for the same place).
    async fn settled(
        &mut self,
        stream: &mut Streaming<v1::FloorInstruction>,
        since: Option<Timestamp>,
    ) -> Waited {
        let newest = self.paced(stream).await;
        let Some(since) = since else {
            return newest;
        };
        match newest {
            Waited::New(ref fresh) if fresh.server_time >= since => return newest,
            Waited::Ended => return Waited::Ended,
            Waited::New(_) | Waited::Nothing => {}
        }
        let deadline = Instant::now() + SETTLE;
        loop {
            match self.wait(stream, deadline).await {
                Waited::New(fresh) if fresh.server_time >= since => return Waited::New(fresh),
                Waited::New(_) => {}
                other => return other,
            }
        }
    }

    /// Gives a supervisor command and learns from the verdict whether the table is paused.
    pub(super) async fn supervise(&mut self, command: SupervisorCommand) {
        let table = self.table.as_str().to_string();
        let client = &mut self.supervisor;
        let verdict = match command {
            SupervisorCommand::CancelDraw { draw, reason } => {
                let reason = encode_cancel_reason(reason);
                supervise::cancel(client, &table, draw.0, reason, NOTE).await
            }
            SupervisorCommand::ResolveHold { draw, resolution } => {
                let resolution = match resolution {
                    DomainResolution::ConfirmCorrection => Resolution::Confirm,
                    DomainResolution::Cancel(reason) => {
                        Resolution::Cancel(encode_cancel_reason(reason))
                    }
                };
                supervise::resolve(client, &table, draw.0, resolution, NOTE).await
            }
            SupervisorCommand::Pause { reason } => {
                let reason = encode_pause_reason(reason);
                supervise::pause(client, &table, reason, NOTE).await
            }
            SupervisorCommand::Resume => supervise::resume(client, &table, NOTE).await,
            SupervisorCommand::VoidSpin { draw } => {
                supervise::void_spin(client, &table, draw.0, NOTE).await
            }
            SupervisorCommand::CorrectResult {
                draw,
                ref correction,
                reason,
                ..
            } => {
                let correction = livedraw_protocol::correction::encode_correction(correction);
                let reason = livedraw_protocol::correction::encode_reason(reason);
                supervise::correct(client, &table, draw.0, correction, reason, NOTE).await
            }
        };
        match verdict {
            Ok(verdict) => {
                tracing::info!(table, ?command, %verdict, "supervisor command");
                self.learn(&command, &verdict);
            }
            Err(error) => tracing::warn!(table, ?command, %error, "supervisor command failed"),
        }
    }

    fn learn(&mut self, command: &SupervisorCommand, verdict: &Verdict) {
        let rejected = match verdict {
            Verdict::Accepted { .. } => None,
            Verdict::Rejected { reason, .. } => Some(*reason),
        };
        match (command, rejected) {
            (SupervisorCommand::Pause { .. }, None) | (_, Some(RejectionReason::AlreadyPaused)) => {
                self.paused = true
            }
            (SupervisorCommand::Resume, None) | (_, Some(RejectionReason::NotPaused)) => {
                self.paused = false;
            }
            (
                SupervisorCommand::ResolveHold { draw, .. },
                Some(RejectionReason::NotCorrectable),
            ) => {
                let input = Input::Supervise(command.clone(), livedraw_ingest::now());
                self.floor
                    .answered(&input, &Err(TableError::NotCorrectable(DrawNumber(draw.0))));
            }
            _ => {}
        }
    }

    /// Waits for the floor's pace, keeping the newest instruction that came meanwhile.
    pub(super) async fn paced(&mut self, stream: &mut Streaming<v1::FloorInstruction>) -> Waited {
        let until = Instant::now() + self.pace;
        let mut newest = Waited::Nothing;
        loop {
            match self.wait(stream, until).await {
                Waited::New(instruction) => newest = Waited::New(instruction),
                Waited::Nothing => return newest,
                Waited::Ended => return Waited::Ended,
            }
        }
    }

    /// Waits for the next instruction until `until`, keeping the devices alive meanwhile.
    pub(super) async fn wait(
        &mut self,
        stream: &mut Streaming<v1::FloorInstruction>,
        until: Instant,
    ) -> Waited {
        loop {
            let heartbeat_due = self.last_heartbeat + HEARTBEAT_EVERY;
            tokio::select! {
                message = stream.message() => match message {
                    Ok(Some(wire)) => match instruction::decode(&wire) {
                        Ok(instruction) => return Waited::New(instruction),
                        Err(error) => tracing::warn!(
                            table = self.table.as_str(), %error, "undecodable instruction skipped"
                        ),
                    },
                    Ok(None) => return Waited::Ended,
                    Err(status) => {
                        tracing::warn!(
                            table = self.table.as_str(),
                            reason = status.message(),
                            "watch stream ended"
                        );
                        return Waited::Ended;
                    }
                },
                () = tokio::time::sleep_until(until) => return Waited::Nothing,
                () = tokio::time::sleep_until(heartbeat_due) => self.heartbeat().await,
            }
        }
    }

    async fn heartbeat(&mut self) {
        self.last_heartbeat = Instant::now();
        for device in &self.devices {
            device.heartbeat(&self.table).await;
        }
    }
}

/// The instant of the wall-clock time `at` (now, if it has passed).
fn instant_of(at: Timestamp) -> Instant {
    let ahead = at.millis().saturating_sub(livedraw_ingest::now().millis());
    Instant::now() + Duration::from_millis(u64::try_from(ahead).unwrap_or(0))
}

/// FNV-1a of a table id: each table's floor gets its own stream of the run's seed.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Decks in the table's shoe, as the game says (six where it has no cards: never dealt).
fn shoe_decks(game: &GameConfig) -> u8 {
    game.decks().unwrap_or(6)
}

/// Whether a table's roulette wheel has a 00 pocket.
fn double_zero(game: &GameConfig) -> bool {
    matches!(game, GameConfig::Roulette(config) if config.wheel == WheelKind::DoubleZero)
}
