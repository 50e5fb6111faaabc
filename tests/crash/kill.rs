//! The crash run: the engine in a child process (this test binary re-executed), killed with
//! SIGKILL at random moments and started again, until it has caught up with the journal.

use crate::log::LogPlace;
use crate::published::progress;
use livedraw_simulator::Rng;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::runtime::Runtime;

/// The variable that makes the re-executed test binary the child: its log
/// ([`LogPlace::to_env`]).
pub const CHILD_LOG: &str = "LIVEDRAW_CRASH_CHILD_LOG";

/// What the child prints once `Engine::start` has returned and the engine is at work: its
/// steps have moved on since the start (so it owns its partitions and has rebuilt them), or
/// there is nothing left to do.
pub const STARTED: &str = "ENGINE STARTED";

/// The child's test, run with `--exact --ignored`.
const CHILD_TEST: &str = "child_runs_the_engine_until_killed";

/// How the kills went.
#[derive(Debug, Default)]
pub struct Tally {
    /// Kills.
    pub kills: usize,
    /// Kills after which the steps had moved on and still fell short of the journal.
    pub mid_work: usize,
    /// Kills that came before `Engine::start` had returned.
    pub before_start: usize,
    /// Steps written over the whole run.
    pub steps: u64,
}

/// When to kill: a random moment within `window` after the spawn (it may land while the engine
/// rebuilds) or after the engine says it started.
struct Moment {
    after_start: bool,
    delay: Duration,
}

impl Moment {
    fn random(rng: &mut Rng, window: Duration) -> Moment {
        let window_ms = u64::try_from(window.as_millis()).unwrap_or(u64::MAX).max(1);
        let after_start = !rng.chance(0.2);
        // Before the start the delay runs from the spawn: the process start-up and the rebuild
        // take part of it, so it is never longer than a window of work (a long one would let a
        // quick start do a large share of the work in one go, leaving later kills nothing).
        let span = window_ms;
        Moment {
            after_start,
            delay: Duration::from_millis(rng.next_u64() % span),
        }
    }
}

/// Kills and restarts the child until it has been killed `kills` times and the draw events
/// have caught up with the journal at `place`; kills land at random within `window` of work.
pub fn until_caught_up(
    runtime: &Runtime,
    place: &LogPlace,
    kills: usize,
    seed: u64,
    window: Duration,
) -> Tally {
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    let mut before = runtime.block_on(progress(place));
    while tally.kills < kills || !caught_up(&before) {
        let moment = Moment::random(&mut rng, window);
        let started = run_and_kill(place, &moment);
        // Let the dead process's file handles go before the log is opened again.
        std::thread::sleep(Duration::from_millis(20));
        let after = runtime.block_on(progress(place));
        tally.kills += 1;
        tally.before_start += usize::from(!started);
        let (done, moved) = (steps(&after), steps(&after) > steps(&before));
        tally.mid_work += usize::from(moved && !caught_up(&after));
        tally.steps = done;
        before = after;
    }
    tally
}

fn steps(ends: &[(u64, u64)]) -> u64 {
    ends.iter().map(|(steps, _)| steps).sum()
}

fn caught_up(ends: &[(u64, u64)]) -> bool {
    ends.iter().all(|(steps, entries)| {
        assert!(steps <= entries, "more steps than journal entries");
        steps == entries
    })
}

/// Runs the child and kills it at `moment`; whether it had said it started.
fn run_and_kill(place: &LogPlace, moment: &Moment) -> bool {
    let mut child = spawn(place);
    let mut lines = BufReader::new(child.stdout.take().expect("a piped stdout")).lines();
    let mut started = false;
    if moment.after_start {
        started = lines
            .by_ref()
            .map_while(Result::ok)
            .any(|line| line == STARTED);
        assert!(started, "the child ended before its engine started");
    }
    std::thread::sleep(moment.delay);
    let ended = child.try_wait().expect("the child's status");
    assert!(ended.is_none(), "the child stopped by itself: {ended:?}");
    child.kill().expect("SIGKILL sent");
    child.wait().expect("the killed child reaped");
    started || lines.map_while(Result::ok).any(|line| line == STARTED)
}

fn spawn(place: &LogPlace) -> Child {
    Command::new(std::env::current_exe().expect("this test binary"))
        .args([CHILD_TEST, "--exact", "--ignored", "--nocapture"])
        .env(CHILD_LOG, place.to_env())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the child starts")
}
