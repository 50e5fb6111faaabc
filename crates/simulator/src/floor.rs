//! The floor: what it does next, given what the table asks for.

use crate::faults::{FaultRate, Faults};
use crate::players::SeatPlayers;
use crate::rng::Rng;
use crate::view::TableView;
use livedraw_domain::games::blackjack::{self, PlayerDecision, Window};
use livedraw_domain::games::lotto;
use livedraw_domain::table::{Resolution, SupervisorCommand, Table};
use livedraw_domain::{
    Barcode, CancelReason, ColouredDie, Decision, DeckSerial, DiceFaults, DieColour, DrawNumber,
    FloorInstruction, GameConfig, GameKind, Manifest, MoneyWheelStop, Observation, PauseReason,
    Pocket, Position, TableError, ThrowFaults, Timestamp, WheelStop,
};
use std::time::Duration;

/// The serial of the deck foreign cards come from.
const FOREIGN_DECK: u32 = 99_999_999;

/// One input to a table, with the time it arrives.
#[derive(Clone, Debug)]
pub enum Input {
    /// The engine's clock.
    Tick(Timestamp),
    /// A floor event.
    Observe(Observation, Timestamp),
    /// A supervisor command.
    Supervise(SupervisorCommand, Timestamp),
    /// A blackjack player's decision on a draw (a bet on a seat, an action on a hand).
    Decide {
        /// The player's request id (unique per floor).
        request: String,
        /// The decision.
        decision: PlayerDecision,
        /// The draw it is for.
        draw: DrawNumber,
        /// When it arrives.
        at: Timestamp,
    },
}

impl Input {
    /// When the input arrives.
    pub fn at(&self) -> Timestamp {
        match self {
            Input::Tick(at)
            | Input::Observe(_, at)
            | Input::Supervise(_, at)
            | Input::Decide { at, .. } => *at,
        }
    }

    /// The same input arriving at `at`.
    pub fn arriving_at(&self, at: Timestamp) -> Input {
        match self {
            Input::Tick(_) => Input::Tick(at),
            Input::Observe(observation, _) => Input::Observe(observation.clone(), at),
            Input::Supervise(command, _) => Input::Supervise(command.clone(), at),
            Input::Decide {
                request,
                decision,
                draw,
                ..
            } => Input::Decide {
                request: request.clone(),
                decision: *decision,
                draw: *draw,
                at,
            },
        }
    }
}

/// What the table answered to an input.
pub type Answer = Result<Vec<Decision>, TableError>;

/// The floor of one table: its physical shoe in dealing order, the wheel, the ball machine.
pub struct Floor {
    game: GameKind,
    rng: Rng,
    now: Timestamp,
    shoe: Vec<Barcode>,
    next_card: usize,
    next_serial: u32,
    /// A card that was held on the table and will be rescanned after a correction.
    pending: Option<Barcode>,
    last_dealt: Option<Barcode>,
    faults: Faults,
    /// The floor's supervisor leaves held draws to people (the console).
    leaves_holds: bool,
    /// The wheel is turning clockwise.
    spinning: bool,
    /// A deck no shoe of this studio contains.
    foreign_deck: Vec<Barcode>,
    /// Balls still to come out of the machine in this draw: (slot, number).
    balls: Vec<(u8, u8)>,
    /// How many balls the machine will count when the balls run out.
    ball_count: Option<u8>,
    /// Roulette: the wheel has a 00 pocket.
    double_zero: bool,
    /// Decks in a shoe where the table says (blackjack); else the game's.
    shoe_decks: Option<u32>,
    /// Blackjack: the seat players.
    players: SeatPlayers,
    /// Blackjack: players' requests sent so far, for their ids.
    requests: u64,
    /// Blackjack: the hole card the dealer peeked at and keeps face down until the dealer's
    /// turn.
    hole: Option<Barcode>,
}

impl Floor {
    /// A floor for a `game` table, seeded, starting at `start`, with faults injected at
    /// `faults` (a bare number is per action: 0 = a perfect floor; 0.05 is a rough studio;
    /// 0.3 a chaotic one).
    pub fn new(game: GameKind, seed: u64, start: Timestamp, faults: impl Into<FaultRate>) -> Floor {
        Floor {
            game,
            rng: Rng::new(seed),
            now: start,
            shoe: Vec::new(),
            next_card: 0,
            next_serial: 1,
            pending: None,
            last_dealt: None,
            faults: Faults::new(faults.into()),
            leaves_holds: false,
            spinning: false,
            foreign_deck: Manifest::barcodes_of(
                &DeckSerial::new(FOREIGN_DECK)
                    .into_iter()
                    .collect::<Vec<_>>(),
            ),
            balls: Vec::new(),
            ball_count: None,
            double_zero: false,
            shoe_decks: None,
            players: SeatPlayers::default(),
            requests: 0,
            hole: None,
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
        self.faults.strike(&mut self.rng, weight)
    }

    /// The same floor with a 38-pocket roulette wheel (0, 00, 1–36).
    pub fn with_double_zero(mut self, double_zero: bool) -> Floor {
        self.double_zero = double_zero;
        self
    }

    /// The decks the floor deals from: the table's, or its game's default (six where the
    /// game has no cards: never dealt).
    fn decks(&self) -> u32 {
        let default = || GameConfig::of(self.game).decks().unwrap_or(6);
        self.shoe_decks.unwrap_or_else(|| u32::from(default()))
    }

    /// The same floor loading shoes of `decks` decks (a blackjack table's 1–8).
    pub fn with_decks(mut self, decks: u8) -> Floor {
        self.shoe_decks = Some(u32::from(decks));
        self
    }

    fn load_shoe(&mut self) -> Observation {
        let serials: Vec<DeckSerial> = (self.next_serial..self.next_serial + self.decks())
            .filter_map(DeckSerial::new)
            .collect();
        self.next_serial += self.decks();
        self.shoe = Manifest::barcodes_of(&serials);
        self.shuffle();
        Observation::ShoeLoaded {
            manifest: self.shoe.clone(),
        }
    }

    fn shuffle(&mut self) {
        for i in (1..self.shoe.len()).rev() {
            let j = self.rng.below(i + 1);
            self.shoe.swap(i, j);
        }
        self.next_card = 0;
        self.last_dealt = None;
    }

    /// The next card from the shoe; past its end (which a shoe change prevents) a stranger.
    fn draw_card(&mut self) -> Barcode {
        let card = self.shoe.get(self.next_card).copied();
        self.next_card += 1;
        card.unwrap_or_else(|| self.foreign_card())
    }

    /// A card from a deck that is in no shoe of this studio.
    fn foreign_card(&mut self) -> Barcode {
        // Always 52 cards: FOREIGN_DECK is a valid serial.
        let index = self.rng.below(self.foreign_deck.len());
        self.foreign_deck[index]
    }

    fn other_position(&self, position: Position) -> Position {
        match (self.game, position) {
            (GameKind::Baccarat | GameKind::PuntoBanco, Position::Player) => Position::Banker,
            (GameKind::Baccarat | GameKind::PuntoBanco, _) => Position::Player,
            (GameKind::Poker6, Position::Hand(n)) => Position::Hand(n % 6 + 1),
            (GameKind::Poker6, _) => Position::Hand(1),
            (GameKind::Blackjack, Position::Dealer) => Position::Seat { seat: 1, hand: 1 },
            (GameKind::Blackjack, _) => Position::Dealer,
            (GameKind::War, Position::Player) => Position::Dealer,
            (GameKind::War, _) => Position::Player,
            // No cards in these games: never asked.
            (
                GameKind::Wheel
                | GameKind::Dice5
                | GameKind::Lotto5Of36
                | GameKind::Lotto7Of42
                | GameKind::Roulette
                | GameKind::MoneyWheel
                | GameKind::SicBo
                | GameKind::LuckyDice,
                _,
            ) => Position::Player,
        }
    }

    fn later(&mut self, max_ms: u64) -> Timestamp {
        self.now = self
            .now
            .after(Duration::from_millis(self.rng.next_u64() % max_ms));
        self.now
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
        match table.instruction {
            FloorInstruction::LoadShoe => Input::Observe(self.load_shoe(), now),
            FloorInstruction::Shuffle => Input::Observe(Observation::ShuffleDone, now),
            FloorInstruction::WaitForBetting { closes_at } => {
                if let Some(bet) = self.bet(&table) {
                    return bet;
                }
                if self.game.is_card_game() && self.fault(1.0) {
                    let barcode = self.draw_card();
                    let position = Position::Player;
                    return Input::Observe(Observation::CardScanned { position, barcode }, now);
                }
                self.now = closes_at;
                Input::Tick(closes_at)
            }
            FloorInstruction::Deal(position) => self.deal(position, now),
            FloorInstruction::Discard => Input::Observe(self.discard(), now),
            FloorInstruction::Spin => self.spin_of_game(&table, now),
            FloorInstruction::Roll => Input::Observe(self.roll_of_game(), now),
            FloorInstruction::PresentBalls => Input::Observe(self.present_balls(), now),
            FloorInstruction::DrawBalls => Input::Observe(self.draw_ball(), now),
            FloorInstruction::WaitForSupervisor => self.supervise(&table, now),
            FloorInstruction::WaitForDecision { window, closes_at } => {
                self.decide(&table, window, closes_at, now)
            }
            FloorInstruction::CheckHoleCard => Input::Observe(self.peek(), now),
            FloorInstruction::Idle => {
                if table.paused {
                    return Input::Supervise(SupervisorCommand::Resume, now);
                }
                self.now = now.after(Duration::from_secs(10));
                Input::Tick(self.now)
            }
        }
    }

    /// The wheel games' spins: the 19-sector wheel, roulette and the money wheel. A money
    /// wheel's host is sometimes seen touching the wheel: the supervisor voids the spin.
    fn spin_of_game(&mut self, table: &TableView, now: Timestamp) -> Input {
        match self.game {
            GameKind::Roulette => Input::Observe(self.roulette_spin(), now),
            GameKind::MoneyWheel => match table.draw {
                Some(draw) if self.fault(1.0 / 4.0) => {
                    Input::Supervise(SupervisorCommand::VoidSpin { draw }, now)
                }
                _ => Input::Observe(self.money_wheel_spin(), now),
            },
            GameKind::Wheel => Input::Observe(self.spin(), now),
            // Not wheel games: never asked for a spin.
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack => Input::Observe(self.spin(), now),
        }
    }

    /// The dice games' rolls: five dice, sic bo's three, lucky dice's red and green.
    fn roll_of_game(&mut self) -> Observation {
        match self.game {
            GameKind::SicBo => self.sic_bo_roll(),
            GameKind::LuckyDice => self.lucky_dice_throw(),
            GameKind::Dice5 => self.roll(),
            // Not dice games: never asked for a roll.
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::PuntoBanco
            | GameKind::Blackjack => self.roll(),
        }
    }

    /// A roulette spin: a failed launch, too few ball or wheel revolutions (no-spins), or the
    /// ball in a pocket.
    fn roulette_spin(&mut self) -> Observation {
        if self.fault(1.0 / 2.0) {
            return Observation::RouletteLaunchFailed;
        }
        let ball_revolutions = if self.fault(1.0 / 2.0) {
            self.rng.below(3) as u32
        } else {
            5 + self.rng.below(10) as u32
        };
        let wheel_revolutions = if self.fault(1.0 / 2.0) {
            0
        } else {
            1 + self.rng.below(3) as u32
        };
        let pockets = 37 + usize::from(self.double_zero);
        let pocket = match self.rng.below(pockets) {
            0 => Pocket::Zero,
            37 => Pocket::DoubleZero,
            n => Pocket::Number(n as u8),
        };
        Observation::RouletteBallStopped {
            pocket,
            ball_revolutions,
            wheel_revolutions,
        }
    }

    /// A money-wheel spin: too few revolutions or the pointer between sectors void it.
    fn money_wheel_spin(&mut self) -> Observation {
        let revolutions = if self.fault(1.0 / 2.0) {
            self.rng.below(4) as u32
        } else {
            4 + self.rng.below(4) as u32
        };
        let stop = if self.fault(1.0 / 2.0) {
            MoneyWheelStop::BetweenSectors
        } else {
            MoneyWheelStop::Sector(self.rng.below(54) as u8)
        };
        Observation::MoneyWheelStopped { revolutions, stop }
    }

    /// Sic bo's three dice, sometimes cocked or off the table.
    fn sic_bo_roll(&mut self) -> Observation {
        let dice = (0..3).map(|_| self.rng.below(6) as u8 + 1).collect();
        let mut faults = DiceFaults::default();
        if self.fault(1.0) {
            match self.rng.below(3) {
                0 => faults.on_edge = true,
                1 => faults.off_table = true,
                _ => faults.not_flat = true,
            }
        }
        Observation::DiceSettled { dice, faults }
    }

    /// Lucky dice: a red and a green die; sometimes an invalid throw, and sometimes a sensor
    /// that cannot tell the colours apart (two dice read as one colour: refused).
    fn lucky_dice_throw(&mut self) -> Observation {
        let mut faults = ThrowFaults::default();
        if self.fault(1.0) {
            match self.rng.below(4) {
                0 => faults.not_released_together = true,
                1 => faults.missed_far_end = true,
                2 => faults.outside_recess = true,
                _ => faults.cocked = true,
            }
        }
        let green = if self.fault(1.0 / 4.0) {
            DieColour::Red
        } else {
            DieColour::Green
        };
        let die = |colour, value| ColouredDie { colour, value };
        let dice = vec![
            die(DieColour::Red, self.rng.below(6) as u8 + 1),
            die(green, self.rng.below(6) as u8 + 1),
        ];
        Observation::LuckyDiceThrown { dice, faults }
    }

    fn discard(&mut self) -> Observation {
        let card = self.draw_card();
        let exposed = self.fault(1.0).then_some(card);
        Observation::DiscardDealt { exposed }
    }

    fn spin(&mut self) -> Observation {
        if !self.spinning {
            let clockwise = !self.rng.chance(0.1);
            return Observation::WheelSpinStarted { clockwise };
        }
        if self.fault(1.0 / 4.0) {
            return Observation::WheelSpeedAlarm;
        }
        let revolutions = if self.fault(1.0) {
            self.rng.below(3) as u32
        } else {
            3 + self.rng.below(5) as u32
        };
        let stop = match self.rng.below(19) {
            _ if self.fault(1.0) => WheelStop::BetweenSectors,
            18 => WheelStop::Symbol,
            n => WheelStop::Number(n as u8 + 1),
        };
        Observation::WheelSpinStopped { revolutions, stop }
    }

    fn roll(&mut self) -> Observation {
        let dice = (0..5).map(|_| self.rng.below(6) as u8 + 1).collect();
        let mut faults = DiceFaults::default();
        if self.fault(1.0) {
            match self.rng.below(5) {
                0 => faults.on_edge = true,
                1 => faults.not_flat = true,
                2 => faults.off_table = true,
                3 => faults.covering_line = true,
                _ => faults.undeterminable = true,
            }
        }
        Observation::DiceSettled { dice, faults }
    }

    fn present_balls(&mut self) -> Observation {
        if self.fault(1.0) {
            return self.draw_ball();
        }
        Observation::BallsPresented
    }

    /// The machine's next ball, or its count once the planned balls are out.
    fn draw_ball(&mut self) -> Observation {
        if self.ball_count.is_none() {
            self.plan_balls();
        }
        match self.balls.pop() {
            Some((slot, number)) => Observation::BallDrawn { slot, number },
            None => Observation::BallCount {
                count: self.ball_count.take().unwrap_or_default(),
            },
        }
    }

    fn plan_balls(&mut self) {
        let variant = match GameConfig::of(self.game) {
            GameConfig::Lotto(lotto) => lotto.variant(),
            // Not a lottery: never asked to draw balls.
            GameConfig::Baccarat
            | GameConfig::War
            | GameConfig::Poker6
            | GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_)
            | GameConfig::PuntoBanco(_)
            | GameConfig::Blackjack(_) => lotto::Variant::SevenOf42,
        };
        let (balls, winning) = (variant.balls(), variant.winning());
        let count = if self.fault(1.0) {
            winning - 1 + self.rng.below(3) as u8
        } else if self.game == GameKind::Lotto7Of42 && self.rng.chance(0.2) {
            winning + 1
        } else {
            winning
        };
        let mut numbers: Vec<u8> = (1..=balls).collect();
        for i in (1..numbers.len()).rev() {
            numbers.swap(i, self.rng.below(i + 1));
        }
        let mut slots: Vec<u8> = (1..=count.min(balls)).collect();
        if self.game == GameKind::Lotto5Of36 {
            slots.truncate(usize::from(winning));
            for i in (1..slots.len()).rev() {
                slots.swap(i, self.rng.below(i + 1));
            }
        }
        self.balls = slots.into_iter().zip(numbers).collect();
        self.ball_count = Some(count);
    }

    /// Blackjack: a seat player's bet while betting is open, at the floor's current time.
    fn bet(&mut self, table: &TableView) -> Option<Input> {
        let draw = table.draw.filter(|_| self.game == GameKind::Blackjack)?;
        let bet = self.players.bet(&mut self.rng, &mut self.faults)?;
        Some(self.request(bet, draw, self.now))
    }

    /// Blackjack: a player's decision in `window`, or the window waited out.
    fn decide(
        &mut self,
        table: &TableView,
        window: Window,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        let decision = self
            .players
            .decide(window, closes_at, &mut self.rng, &mut self.faults);
        match (table.draw, decision) {
            (Some(draw), Some(decision)) => self.request(decision, draw, now),
            _ => {
                self.now = closes_at.max(now);
                Input::Tick(self.now)
            }
        }
    }

    /// A player's request, under a new id.
    fn request(&mut self, decision: PlayerDecision, draw: DrawNumber, at: Timestamp) -> Input {
        self.requests += 1;
        Input::Decide {
            request: format!("player-{}", self.requests),
            decision,
            draw,
            at,
        }
    }

    /// Blackjack's peek under an ace: the hole card is turned and scanned if it makes a
    /// blackjack, else it stays face down for the dealer's turn.
    fn peek(&mut self) -> Observation {
        let hole = self.draw_card();
        if blackjack::hand::value(hole.card().rank()) == 10 {
            return Observation::CardScanned {
                position: Position::Dealer,
                barcode: hole,
            };
        }
        self.hole = Some(hole);
        Observation::HoleCardChecked
    }

    fn deal(&mut self, position: Position, now: Timestamp) -> Input {
        if let Some(barcode) = self.pending.take() {
            return Input::Observe(Observation::CardScanned { position, barcode }, now);
        }
        if let Some(hole) = self.hole.filter(|_| position == Position::Dealer) {
            self.hole = None;
            return Input::Observe(
                Observation::CardScanned {
                    position,
                    barcode: hole,
                },
                now,
            );
        }
        let scanned = |position, barcode| Observation::CardScanned { position, barcode };
        let observation = if self.fault(1.0) {
            self.draw_card();
            Observation::CardUnreadable
        } else if self.fault(1.0) {
            let barcode = self.draw_card();
            self.pending = Some(barcode);
            scanned(self.other_position(position), barcode)
        } else if let Some(again) = self.last_dealt.filter(|_| self.fault(1.0)) {
            scanned(position, again)
        } else if self.fault(1.0 / 3.0) {
            scanned(position, self.foreign_card())
        } else {
            let barcode = self.draw_card();
            self.last_dealt = Some(barcode);
            scanned(position, barcode)
        };
        Input::Observe(observation, now)
    }

    fn supervise(&mut self, table: &TableView, now: Timestamp) -> Input {
        let Some(draw) = table.draw else {
            return Input::Tick(now);
        };
        if self.leaves_holds {
            self.now = now.after(table.hold_timeout);
            return Input::Tick(self.now);
        }
        let resolution = if self.rng.chance(0.6) {
            Resolution::ConfirmCorrection
        } else if self.rng.chance(0.7) {
            self.pending = None;
            Resolution::Cancel(CancelReason::ScannerFault)
        } else {
            self.pending = None;
            self.now = now.after(table.hold_timeout);
            return Input::Tick(self.now);
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
        for decision in answer.iter().flatten() {
            match decision {
                Decision::SpinStarted { .. } => self.spinning = true,
                Decision::Repeat { .. } => self.spinning = false,
                Decision::DrawOpened { .. } => self.new_draw(),
                _ => {}
            }
        }
    }

    /// The table opened a new draw: the wheel is still, the ball machine refilled, the poker
    /// deck reshuffled, and a card held from the last draw is gone. Called by
    /// [`Floor::answered`]; a floor playing through the watch stream calls it itself when the
    /// draw number changes, since it sees no decisions.
    pub fn new_draw(&mut self) {
        self.faults.new_draw(&mut self.rng);
        self.spinning = false;
        self.balls.clear();
        self.ball_count = None;
        self.pending = None;
        self.hole = None;
        if self.game == GameKind::Blackjack {
            self.players.new_draw(&mut self.rng);
        }
        if self.game == GameKind::Poker6 {
            self.shuffle();
        }
    }

    /// The backend journaled `observation`: what the floor physically did is now so (the wheel
    /// turns after a clockwise start and is still after a stop). For a floor that plays
    /// through the watch stream and so sees no decisions; [`Floor::answered`] learns the same
    /// from the rules' decisions.
    pub fn journaled(&mut self, observation: &Observation) {
        match observation {
            Observation::WheelSpinStarted { clockwise: true } => self.spinning = true,
            Observation::WheelSpinStopped { .. } => self.spinning = false,
            _ => {}
        }
    }

    /// Sets the floor's clock, for a floor that plays in real time rather than on its own
    /// simulated clock.
    pub fn set_time(&mut self, now: Timestamp) {
        self.now = now;
    }

    /// Whether the floor has cards of its own: a floor started against a table already
    /// playing (a restarted simulator) has none until it loads a shoe.
    pub fn has_cards(&self) -> bool {
        !self.shoe.is_empty()
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

/// Applies one input the way the engine applies its journal entry: the table is ticked to
/// the input's time first (never backwards), then given the input at that time. Tests and
/// tools that mirror the engine's table use it.
pub fn mirror(table: &mut Table, input: &Input) -> Answer {
    let at = table.now().map_or(input.at(), |now| now.max(input.at()));
    let mut decisions = table.tick(at);
    decisions.extend(apply(table, &input.arriving_at(at))?);
    Ok(decisions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::DrawNumber;

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
    fn a_floor_has_cards_once_it_loads_a_shoe() {
        let mut floor = Floor::new(GameKind::Baccarat, 7, Timestamp::from_millis(0), 0.0);
        assert!(!floor.has_cards());
        let Observation::ShoeLoaded { manifest } = floor.fresh_shoe() else {
            panic!("a shoe load");
        };
        assert_eq!(manifest.len(), 6 * 52);
        assert!(floor.has_cards());
    }
}
