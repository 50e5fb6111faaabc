//! The floor: what it does next, given what the table asks for. What only one game's floor
//! does is in that game's module ([`crate::games`]).

use crate::corrections::LastSettled;
use crate::faults::{FaultRate, Faults};
use crate::games::setup::Setup;
use crate::games::FloorState;
use crate::input::Input;
use crate::rng::Rng;
use crate::shoe::Shoe;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::table::{Resolution, SupervisorCommand, Table};
use livedraw_domain::{
    Barcode, CancelReason, Decision, FloorInstruction, GameConfig, GameKind, Observation,
    PauseReason, Position, TableError, Timestamp,
};
use std::time::Duration;

/// What the table answered to an input.
pub type Answer = Result<Vec<Decision>, TableError>;

/// The floor of one table: its physical shoe in dealing order and what its game's floor keeps
/// (the wheel, the ball machine, blackjack's seat players: `crate::games`).
pub struct Floor {
    /// The table's game as configured.
    config: GameConfig,
    tools: Tools,
    game: FloorState,
    /// What the floor is told of its table beyond its game.
    setup: Setup,
    /// A card that was held on the table and will be rescanned after a correction.
    pending: Option<Barcode>,
    /// The floor's supervisor leaves held draws to people (the console).
    leaves_holds: bool,
    /// Decks in a shoe where the table says; else the game's.
    shoe_decks: Option<u32>,
    /// The table's last settled draw, which the floor's supervisor may correct.
    last_settled: LastSettled,
}

impl Floor {
    /// A floor for a `game` table of the game's default configuration, seeded, starting at
    /// `start`, with faults injected at `faults` (a bare number is per action: 0 = a perfect
    /// floor; 0.05 is a rough studio; 0.3 a chaotic one).
    pub fn new(game: GameKind, seed: u64, start: Timestamp, faults: impl Into<FaultRate>) -> Floor {
        Floor::for_table(&GameConfig::of(game), seed, start, faults)
    }

    /// A floor for a table of `config`, whose game's options may change how the floor deals
    /// (Oasis Stud's version D turns community cards, not the dealer's hand); otherwise as
    /// [`Floor::new`].
    pub fn for_table(
        config: &GameConfig,
        seed: u64,
        start: Timestamp,
        faults: impl Into<FaultRate>,
    ) -> Floor {
        let setup = Setup::default();
        Floor {
            config: config.clone(),
            tools: Tools {
                rng: Rng::new(seed),
                faults: Faults::new(faults.into()),
                now: start,
                shoe: Shoe::new(),
            },
            game: FloorState::new(config, setup),
            setup,
            pending: None,
            leaves_holds: false,
            shoe_decks: None,
            last_settled: LastSettled::default(),
        }
    }

    /// The same floor, whose supervisor resolves no held draw: people do, from the console
    /// (a hold not resolved in time is cancelled by the engine).
    pub fn leaving_holds(mut self, leaves: bool) -> Floor {
        self.leaves_holds = leaves;
        self
    }

    /// Whether an action at a site of `weight` goes wrong.
    fn fault(&mut self, weight: f64) -> bool {
        self.tools.fault(weight)
    }

    /// The same floor with a 38-pocket roulette wheel (0, 00, 1–36).
    pub fn with_double_zero(mut self, double_zero: bool) -> Floor {
        self.setup.double_zero = double_zero;
        self.game = FloorState::new(&self.config, self.setup);
        self
    }

    /// The decks the floor deals from: the table's, or its game's default (six where the
    /// game has no cards: never dealt).
    fn decks(&self) -> u32 {
        let default = || self.config.decks().unwrap_or(6);
        self.shoe_decks.unwrap_or_else(|| u32::from(default()))
    }

    /// The same floor loading shoes of `decks` decks (the table's 1–8).
    pub fn with_decks(mut self, decks: u8) -> Floor {
        self.shoe_decks = Some(u32::from(decks));
        self
    }

    /// The same floor placing a cut card `depth` cards from the back of every shoe (none: the
    /// table changes its shoe below a number of cards), and reporting it when it comes out.
    pub fn with_cut_card(mut self, depth: Option<u16>) -> Floor {
        self.tools.shoe.place_cut_card(depth);
        self
    }

    fn load_shoe(&mut self) -> Observation {
        let decks = self.decks();
        self.tools.shoe.load(decks, &mut self.tools.rng)
    }

    fn later(&mut self, max_ms: u64) -> Timestamp {
        let wait = Duration::from_millis(self.tools.rng.next_u64() % max_ms);
        self.tools.now = self.tools.now.after(wait);
        self.tools.now
    }

    /// The floor's next input for `table` (a domain `&Table`, or a [`TableView`] built from
    /// the backend's floor instructions).
    pub fn next_input(&mut self, table: impl Into<TableView>) -> Input {
        let table: TableView = table.into();
        let now = self.later(3_000);
        if let Some(deadline) = table.next_deadline.filter(|d| *d <= now) {
            return Input::Tick(deadline.max(now));
        }
        let current = table.draw;
        if let Some(draw) = current.filter(|_| self.fault(1.0 / 10.0)) {
            let reason = CancelReason::TechnicalProblem;
            return Input::Supervise(SupervisorCommand::CancelDraw { draw, reason }, now);
        }
        if self.fault(1.0 / 20.0) {
            let command = if table.paused {
                SupervisorCommand::Resume
            } else {
                SupervisorCommand::Pause {
                    reason: PauseReason::Maintenance,
                }
            };
            return Input::Supervise(command, now);
        }
        self.last_settled.in_progress(current);
        if self.fault(1.0 / 40.0) {
            let (game, tools) = (&mut self.game, &mut self.tools);
            let reading = || game.floor().another_reading(tools);
            if let Some(command) = self.last_settled.correction(reading) {
                return Input::Supervise(command, now);
            }
        }
        match table.instruction {
            FloorInstruction::LoadShoe => Input::Observe(self.load_shoe(), now),
            FloorInstruction::Shuffle => Input::Observe(Observation::ShuffleDone, now),
            FloorInstruction::WaitForBetting { closes_at } => {
                self.wait_for_betting(&table, closes_at, now)
            }
            // The cut card comes out as the dealer reaches for the card behind it.
            FloorInstruction::Deal(_) if self.tools.shoe.cut_card_comes_out() => {
                Input::Observe(Observation::CutCardOut, now)
            }
            FloorInstruction::Deal(position) => self.deal(position, now),
            FloorInstruction::Discard => Input::Observe(self.discard(), now),
            FloorInstruction::Spin => self.game.floor().spin(&mut self.tools, &table, now),
            FloorInstruction::Roll => self.game.floor().roll(&mut self.tools, now),
            FloorInstruction::PresentBalls => self.game.floor().present_balls(&mut self.tools, now),
            FloorInstruction::DrawBalls => self.game.floor().draw_ball(&mut self.tools, now),
            FloorInstruction::WaitForSupervisor => self.supervise(&table, now),
            FloorInstruction::WaitForDecision { window, closes_at } => {
                self.game
                    .floor()
                    .decide(&mut self.tools, &table, window, closes_at, now)
            }
            FloorInstruction::CheckHoleCard => {
                self.game.floor().check_hole_card(&mut self.tools, now)
            }
            FloorInstruction::Idle => {
                if table.paused {
                    return Input::Supervise(SupervisorCommand::Resume, now);
                }
                self.tools.wait_until(now.after(Duration::from_secs(10)))
            }
        }
    }

    /// Betting is open: a player's bet (blackjack), sometimes a card shown too early (the card
    /// games), else the round waited out.
    fn wait_for_betting(
        &mut self,
        table: &TableView,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        if let Some(bet) = self.game.floor().bet(&mut self.tools, table) {
            return bet;
        }
        if self.config.kind().is_card_game() && self.fault(1.0) {
            let barcode = self.tools.draw_card();
            let position = Position::Player;
            return Input::Observe(Observation::CardScanned { position, barcode }, now);
        }
        self.tools.wait_until(closes_at)
    }

    fn discard(&mut self) -> Observation {
        let card = self.tools.draw_card();
        let exposed = self.fault(1.0).then_some(card);
        Observation::DiscardDealt { exposed }
    }

    fn deal(&mut self, position: Position, now: Timestamp) -> Input {
        let scanned = |position, barcode| Observation::CardScanned { position, barcode };
        if let Some(barcode) = self.pending.take() {
            self.game.floor().dealt(position, barcode);
            return Input::Observe(scanned(position, barcode), now);
        }
        if let Some(barcode) = self.game.floor().held_card(position) {
            return Input::Observe(scanned(position, barcode), now);
        }
        let observation = if self.fault(1.0) {
            self.tools.draw_card();
            Observation::CardUnreadable
        } else if self.fault(1.0) {
            let barcode = self.tools.draw_card();
            self.pending = Some(barcode);
            scanned(self.game.floor_ref().other_position(position), barcode)
        } else if let Some(again) = self.tools.shoe.last_dealt.filter(|_| self.tools.fault(1.0)) {
            scanned(position, again)
        } else if self.fault(1.0 / 3.0) {
            scanned(position, self.tools.foreign_card())
        } else {
            let barcode = self.tools.draw_card();
            self.tools.shoe.last_dealt = Some(barcode);
            self.game.floor().dealt(position, barcode);
            scanned(position, barcode)
        };
        Input::Observe(observation, now)
    }

    fn supervise(&mut self, table: &TableView, now: Timestamp) -> Input {
        if self.leaves_holds {
            return self.tools.wait_until(now.after(table.hold_timeout));
        }
        // No draw to resolve: a silent device suspended the table, and it waits for a resume.
        let Some(draw) = table.draw else {
            return Input::Supervise(SupervisorCommand::Resume, now);
        };
        let resolution = if self.tools.rng.chance(0.6) {
            Resolution::ConfirmCorrection
        } else if self.tools.rng.chance(0.7) {
            self.pending = None;
            Resolution::Cancel(CancelReason::ScannerFault)
        } else {
            self.pending = None;
            return self.tools.wait_until(now.after(table.hold_timeout));
        };
        Input::Supervise(SupervisorCommand::ResolveHold { draw, resolution }, now)
    }

    /// The floor learns what became of its last input (a refused correction means cancel).
    pub fn answered(&mut self, input: &Input, answer: &Answer) {
        let refused_correction = matches!(
            (input, answer),
            (
                Input::Supervise(SupervisorCommand::ResolveHold { .. }, _),
                Err(TableError::NotCorrectable(_))
            )
        );
        let ended = answer.as_ref().is_ok_and(|decisions| {
            decisions.iter().any(|d| {
                matches!(
                    d,
                    Decision::DrawCancelled { .. } | Decision::DrawSettled { .. }
                )
            })
        });
        if refused_correction || ended {
            self.pending = None;
        }
        let cut_card_refused = matches!(
            (input, answer),
            (Input::Observe(Observation::CutCardOut, _), Err(error))
                if *error != TableError::CutCardAlreadyOut
        );
        if cut_card_refused {
            self.tools.shoe.cut_card_back();
        }
        if let Ok(decisions) = answer {
            self.last_settled.note(decisions, input.at());
        }
        for decision in answer.iter().flatten() {
            if matches!(decision, Decision::DrawOpened { .. }) {
                self.new_draw();
            } else {
                self.game.floor().decided(decision);
            }
        }
    }

    /// The table opened a new draw: the wheel is still, the ball machine refilled, the poker
    /// deck reshuffled, and a card held from the last draw is gone. Called by
    /// [`Floor::answered`]; a floor playing through the watch stream calls it itself when the
    /// draw number changes, since it sees no decisions.
    pub fn new_draw(&mut self) {
        self.tools.faults.new_draw(&mut self.tools.rng);
        self.pending = None;
        self.game.floor().new_draw(&mut self.tools);
    }

    /// The backend journaled `observation`: what the floor physically did is now so (the wheel
    /// turns after a clockwise start and is still after a stop). For a floor that plays
    /// through the watch stream and so sees no decisions; [`Floor::answered`] learns the same
    /// from the rules' decisions.
    pub fn journaled(&mut self, observation: &Observation) {
        self.game.floor().journaled(observation);
    }

    /// Sets the floor's clock, for a floor that plays in real time rather than on its own
    /// simulated clock.
    pub fn set_time(&mut self, now: Timestamp) {
        self.tools.now = now;
    }

    /// Whether the floor has cards of its own: a floor started against a table already
    /// playing (a restarted simulator) has none until it loads a shoe.
    pub fn has_cards(&self) -> bool {
        !self.tools.shoe.is_empty()
    }

    /// A fresh shoe (or deck), shuffled, as the event that registers its manifest.
    pub fn fresh_shoe(&mut self) -> Observation {
        self.load_shoe()
    }
}

/// Applies one input to a table.
pub fn apply(table: &mut Table, input: &Input) -> Answer {
    match input {
        Input::Tick(at) => Ok(table.tick(*at)),
        Input::Observe(observation, at) => table.observe(observation, None, *at),
        Input::Supervise(command, at) => table.supervise(command, *at),
        Input::Decide {
            request,
            decision,
            draw,
            at,
        } => table.decide(request, decision, *draw, *at),
    }
}

/// Applies one input the way the engine applies its journal entry: the table's clock is moved
/// to the input's time first (never backwards; only a tick judges silences), then given the
/// input at that time. Tests and tools that mirror the engine's table use it.
pub fn mirror(table: &mut Table, input: &Input) -> Answer {
    let at = table.now().map_or(input.at(), |now| now.max(input.at()));
    let mut decisions = match input {
        Input::Tick(_) => table.tick(at),
        Input::Observe(..) | Input::Supervise(..) | Input::Decide { .. } => table.catch_up(at),
    };
    decisions.extend(apply(table, &input.arriving_at(at))?);
    Ok(decisions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::{DrawNumber, ShoeEnd, ShoeRule, TableConfig};

    fn spin_view() -> TableView {
        let hold = Duration::from_secs(300);
        TableView::watched(FloorInstruction::Spin, Some(DrawNumber(1)), false, hold)
    }

    #[test]
    fn a_journaled_clockwise_start_is_followed_by_a_stop_until_the_next_draw() {
        let mut floor = Floor::new(GameKind::Wheel, 7, Timestamp::from_millis(0), 0.0);
        floor.journaled(&Observation::WheelSpinStarted { clockwise: true });
        let input = floor.next_input(spin_view());
        assert!(
            matches!(
                input,
                Input::Observe(Observation::WheelSpinStopped { .. }, _)
            ),
            "{input:?}"
        );
        floor.new_draw();
        let input = floor.next_input(spin_view());
        assert!(
            matches!(
                input,
                Input::Observe(Observation::WheelSpinStarted { .. }, _)
            ),
            "{input:?}"
        );
    }

    #[test]
    fn a_cut_card_seven_from_the_back_is_reported_and_the_shoe_changed_after_the_last_hand() {
        let rule = ShoeRule {
            decks: 8,
            end: ShoeEnd::CutCard(7),
        };
        let config = TableConfig::studio_default(GameConfig::Baccarat(rule));
        let mut table = Table::new(config);
        let mut floor = Floor::new(GameKind::Baccarat, 7, Timestamp::from_millis(0), 0.0)
            .with_decks(8)
            .with_cut_card(Some(7));
        let (mut cut_cards, mut changes, mut holds) = (0, 0, 0);
        for _ in 0..50_000 {
            let input = floor.next_input(&table);
            let answer = mirror(&mut table, &input);
            if matches!(input, Input::Observe(Observation::CutCardOut, _)) {
                assert!(answer.is_ok(), "{answer:?}");
                cut_cards += 1;
            }
            for decision in answer.iter().flatten() {
                match decision {
                    Decision::ShoeChangeDue { remaining } => {
                        assert!(*remaining <= 7, "{remaining} cards left");
                        changes += 1;
                    }
                    Decision::DrawHeld { .. } => holds += 1,
                    _ => {}
                }
            }
            floor.answered(&input, &answer);
            if changes == 2 {
                break;
            }
        }
        assert_eq!((cut_cards, changes, holds), (2, 2, 0));
    }

    #[test]
    fn a_floor_has_cards_once_it_loads_a_shoe() {
        let mut floor = Floor::new(GameKind::Baccarat, 7, Timestamp::from_millis(0), 0.0);
        assert!(!floor.has_cards());
        let Observation::ShoeLoaded { manifest } = floor.fresh_shoe() else {
            panic!("a shoe load");
        };
        assert_eq!(manifest.len(), 6 * 52);
        assert!(floor.has_cards());
    }

    #[test]
    fn three_card_seat_holders_bet_on_their_seats_while_betting_is_open() {
        use livedraw_domain::games::seating::Seating;
        use livedraw_domain::games::three_card::{ThreeCardConfig, ThreeCardGame};
        use livedraw_domain::{DrawNumber, FloorInstruction, GameConfig, SeatChoice};
        let config = ThreeCardConfig {
            seating: Seating::Seats,
            ..ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker)
        };
        let start = Timestamp::from_millis(0);
        let mut floor = Floor::for_table(&GameConfig::ThreeCard(config), 7, start, 0.0);
        floor.new_draw();
        let view = TableView {
            instruction: FloorInstruction::WaitForBetting {
                closes_at: start.after(Duration::from_secs(600)),
            },
            draw: Some(DrawNumber(1)),
            paused: false,
            next_deadline: None,
            hold_timeout: Duration::from_secs(300),
        };
        let input = floor.next_input(view);
        assert!(
            matches!(input, Input::Decide { decision, .. } if decision.choice == SeatChoice::Bet),
            "{input:?}"
        );
    }
}
