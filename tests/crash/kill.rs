//! The crash run: the engine in a child process (this test binary re-executed), killed with
//! SIGKILL at random moments and started again, until it has caught up with the journal.

use crate::log::LogPlace;
use crate::published::progress;
use livedraw_simulator::Rng;
use livedraw_telemetry::metrics::Metrics;
use std::io::{BufRead, BufReader, Lines};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::runtime::Runtime;

/// The variable that makes the re-executed test binary the child: its log
/// ([`LogPlace::to_env`]).
pub const CHILD_LOG: &str = "LIVEDRAW_CRASH_CHILD_LOG";

/// What the child prints once `Engine::start` has returned (the engine then joins its group,
/// rebuilds its partitions and steps on, in tasks of its own), followed by a count, and again
/// each time the count changes: the steps its engine has applied.
const STEPS: &str = "STEPS";

/// The child's test, run with `--exact --ignored`.
const CHILD_TEST: &str = "child_runs_the_engine_until_killed";

/// How the kills went.
#[derive(Debug, Default)]
pub struct Tally {
    /// Kills.
    pub kills: usize,
    /// Kills after which the steps had moved on and still fell short of the journal.
    pub mid_work: usize,
    /// Kills that came before the engine's first step: while the child started, joined its
    /// group or rebuilt its partitions.
    pub before_first_step: usize,
    /// Steps written over the whole run.
    pub steps: u64,
}

/// When to kill.
enum Moment {
    /// This long after the spawn: while the child starts, joins its group or rebuilds.
    AfterSpawn(Duration),
    /// Once the engine has applied this many steps (so it owns its partitions and has rebuilt
    /// them). The child counts them itself, so the kill lands in the middle of the work however
    /// fast the log is: on Kafka the engine's pace and the time a start takes vary with the
    /// broker's load, and kills timed from the spawn once left most of the work to a few runs.
    AfterSteps(u64),
}

/// How long a child runs after its start when the last one stepped without storing a step.
const GRACE: Duration = Duration::from_secs(2);

impl Moment {
    /// After a child that `stalled` (it stepped, but was killed before it stored a step), a
    /// moment [`GRACE`] past `startup`: the engine stores its steps in batches, and with fewer
    /// steps left than a batch every kill after fewer than `left` steps lands before the store,
    /// so without it the run makes no progress (a run once took 3,114 kills to end).
    /// Otherwise one time in five (and whenever less than two steps are left), a moment within
    /// `startup` of the spawn; else after a random number of steps, below both `span` and the
    /// steps `left`.
    fn random(rng: &mut Rng, startup: Duration, span: u64, left: u64, stalled: bool) -> Moment {
        if stalled {
            return Moment::AfterSpawn(startup + GRACE);
        }
        if rng.chance(0.2) || left < 2 {
            let startup_ms = u64::try_from(startup.as_millis()).unwrap_or(u64::MAX);
            return Moment::AfterSpawn(Duration::from_millis(rng.next_u64() % startup_ms.max(1)));
        }
        Moment::AfterSteps(1 + rng.next_u64() % span.clamp(1, left - 1))
    }
}

/// What one child's run showed.
struct Run {
    /// Whether its engine had applied a step before the kill.
    stepped: bool,
    /// From the spawn to its first step, when the parent saw it.
    first_step: Option<Duration>,
}

/// Kills and restarts the child until it has been killed `kills` times and the draw events
/// have caught up with the journal at `place`, with about 2 × `mid_work` kills in the middle of
/// the work. Kills timed from a spawn come within `window` of it at first, then within the
/// time the last child took to its first step.
pub fn until_caught_up(
    runtime: &Runtime,
    place: &LogPlace,
    (kills, mid_work): (usize, usize),
    seed: u64,
    window: Duration,
) -> Tally {
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    let mut before = runtime.block_on(progress(place));
    // Kills after steps take span / 2 steps on average.
    let span = entries(&before) / u64::try_from(mid_work).expect("a small count").max(1);
    let mut startup = window;
    let mut stalled = false;
    while tally.kills < kills || !caught_up(&before) {
        let left = entries(&before) - steps(&before);
        let run = run_and_kill(
            place,
            &Moment::random(&mut rng, startup, span, left, stalled),
        );
        startup = run.first_step.unwrap_or(startup);
        // Let the dead process's file handles go before the log is opened again.
        std::thread::sleep(Duration::from_millis(20));
        let after = runtime.block_on(progress(place));
        tally.kills += 1;
        tally.before_first_step += usize::from(!run.stepped);
        let (done, moved) = (steps(&after), steps(&after) > steps(&before));
        tally.mid_work += usize::from(moved && !caught_up(&after));
        stalled = run.stepped && !moved;
        tally.steps = done;
        before = after;
    }
    tally
}

fn steps(ends: &[(u64, u64)]) -> u64 {
    ends.iter().map(|(steps, _)| steps).sum()
}

fn entries(ends: &[(u64, u64)]) -> u64 {
    ends.iter().map(|(_, entries)| entries).sum()
}

fn caught_up(ends: &[(u64, u64)]) -> bool {
    ends.iter().all(|(steps, entries)| {
        assert!(steps <= entries, "more steps than journal entries");
        steps == entries
    })
}

/// Runs the child and kills it at `moment`.
fn run_and_kill(place: &LogPlace, moment: &Moment) -> Run {
    let spawned = Instant::now();
    let mut child = spawn(place);
    let mut lines = BufReader::new(child.stdout.take().expect("a piped stdout")).lines();
    let first_step = match moment {
        Moment::AfterSpawn(delay) => {
            std::thread::sleep(*delay);
            None
        }
        Moment::AfterSteps(target) => Some(await_steps(&mut lines, *target, spawned)),
    };
    let ended = child.try_wait().expect("the child's status");
    assert!(ended.is_none(), "the child stopped by itself: {ended:?}");
    child.kill().expect("SIGKILL sent");
    child.wait().expect("the killed child reaped");
    let stepped = first_step.is_some()
        || lines
            .map_while(Result::ok)
            .filter_map(|line| steps_reported(&line))
            .any(|applied| applied > 0);
    Run {
        stepped,
        first_step,
    }
}

/// Reads the child's reports until it has applied `target` steps; the time from `spawned` to
/// its first step.
fn await_steps(
    lines: &mut Lines<BufReader<ChildStdout>>,
    target: u64,
    spawned: Instant,
) -> Duration {
    let mut first_step = None;
    for applied in lines
        .map_while(Result::ok)
        .filter_map(|line| steps_reported(&line))
    {
        if applied > 0 {
            first_step.get_or_insert_with(|| spawned.elapsed());
        }
        if applied >= target {
            return first_step.unwrap_or_else(|| spawned.elapsed());
        }
    }
    panic!("the child ended before it applied {target} steps");
}

/// The steps applied, from a line of [`report_steps`].
fn steps_reported(line: &str) -> Option<u64> {
    line.strip_prefix(STEPS)?.trim().parse().ok()
}

/// The child, once started: prints the steps its engine has applied since the process began,
/// each time they change (polled every millisecond from the engine's `metrics`).
pub async fn report_steps(metrics: Metrics) {
    let mut last = None;
    loop {
        let applied = metrics.engine_steps.get();
        if last != Some(applied) {
            println!("{STEPS} {applied}");
            last = Some(applied);
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
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
