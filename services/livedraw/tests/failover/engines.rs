//! Engine instances as child processes (`livedraw run --services engine`), and what their logs
//! say about the partitions each owns.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// One `livedraw run --services engine` process, its log in a file.
pub struct EngineProcess {
    child: Child,
    log: PathBuf,
}

impl EngineProcess {
    /// Starts an engine instance on the studio file `config`, logging to `dir/<name>.log`.
    pub fn start(name: &'static str, config: &Path, dir: &Path) -> EngineProcess {
        let log = dir.join(format!("{name}.log"));
        let file = std::fs::File::create(&log).expect("a log file");
        let child = Command::new(env!("CARGO_BIN_EXE_livedraw"))
            .args(["run", "--services", "engine", "--config"])
            .arg(config)
            .env(
                "RUST_LOG",
                "warn,livedraw_bus=info,livedraw_engine::partition=info,livedraw_engine::recovery=info,livedraw_engine::consumer=info,livedraw_engine::republish=info",
            )
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(file)
            .spawn()
            .expect("livedraw starts");
        EngineProcess { child, log }
    }

    /// SIGKILL: no goodbye to the group, no flush.
    pub fn kill(&mut self) {
        self.child.kill().expect("killed");
        self.child.wait().expect("reaped");
    }

    /// SIGTERM, as a pod's termination sends it: the instance stops after its last commits and
    /// leaves the group ([`EngineProcess::exited_cleanly`] waits for it).
    pub fn terminate(&mut self) {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "SIGTERM sent");
    }

    /// Waits for the process to exit; whether it exited with success.
    pub fn exited_cleanly(&mut self) -> bool {
        self.child.wait().expect("reaped").success()
    }

    /// Whether the process still runs.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The journal partitions the instance owns, by its log's "partitions assigned" and
    /// "partitions revoked" lines.
    pub fn owned(&self) -> BTreeSet<u32> {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let mut owned = BTreeSet::new();
        for line in text.lines().map(plain) {
            let Some(partitions) = partitions_of(&line) else {
                continue;
            };
            if line.contains("partitions assigned") {
                owned.extend(partitions);
            } else if line.contains("partitions revoked") {
                owned.retain(|p| !partitions.contains(p));
            }
        }
        owned
    }

    /// The instance's log so far, for a failure message.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        if self.running() {
            self.kill();
        }
    }
}

/// The line without terminal colour codes.
fn plain(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for code in chars.by_ref() {
                if code.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `partitions="[0, 1, 2]"` of a log line (quoted, as the text format writes a value with
/// spaces; bare `partitions=[0, 1, 2]` is read too).
fn partitions_of(line: &str) -> Option<Vec<u32>> {
    let start = line.find("partitions=")? + "partitions=".len();
    let list = line[start..].trim_start_matches('"').strip_prefix('[')?;
    let list = &list[..list.find(']')?];
    Some(
        list.split(',')
            .filter_map(|p| p.trim().parse().ok())
            .collect(),
    )
}
