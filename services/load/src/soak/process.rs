//! The studio under soak: `livedraw run --simulate --fast` as a child process, and what the
//! operating system says of it.

use super::config::SoakConfig;
use anyhow::Context;
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The running child.
pub struct Studio {
    child: Child,
}

impl Studio {
    /// Starts this binary's `run --simulate --fast` on `config`, its output to `dir/livedraw.log`.
    pub fn start(dir: &Path, config: &SoakConfig) -> anyhow::Result<Studio> {
        let log = std::fs::File::create(dir.join("livedraw.log"))?;
        let child = Command::new(std::env::current_exe()?)
            .arg("run")
            .arg("--config")
            .arg(&config.path)
            .args(["--simulate", "--fast"])
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .context("starting livedraw run")?;
        Ok(Studio { child })
    }

    /// Waits until the studio serves (`GET /healthz` answers 200), at most `within`.
    pub async fn ready(&mut self, metrics: SocketAddr, within: Duration) -> anyhow::Result<()> {
        let began = Instant::now();
        loop {
            self.check_alive()?;
            if let Ok(response) = http_get(metrics, "/healthz").await {
                if response.status == 200 {
                    return Ok(());
                }
            }
            if began.elapsed() > within {
                anyhow::bail!("the studio did not serve within {within:?}: see its livedraw.log");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// An error if the studio has exited.
    pub fn check_alive(&mut self) -> anyhow::Result<()> {
        match self.child.try_wait()? {
            Some(status) => anyhow::bail!("the studio exited ({status}): see its livedraw.log"),
            None => Ok(()),
        }
    }

    /// Resident memory, in bytes (`VmRSS`).
    pub fn rss(&self) -> anyhow::Result<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))?;
        let kib = status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|number| number.parse::<u64>().ok())
            .context("no VmRSS in /proc/<pid>/status")?;
        Ok(kib * 1024)
    }

    /// Open file descriptors.
    pub fn fds(&self) -> anyhow::Result<u64> {
        let entries = std::fs::read_dir(format!("/proc/{}/fd", self.child.id()))?;
        Ok(entries.count() as u64)
    }

    /// Floor events journaled since the studio started, from its metrics endpoint.
    pub async fn journaled(&self, metrics: SocketAddr) -> anyhow::Result<u64> {
        let text = http_get(metrics, "/metrics").await?.body;
        Ok(text
            .lines()
            .filter(|line| line.starts_with("livedraw_floor_events_journaled_total{"))
            .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
            .sum::<f64>() as u64)
    }

    /// Stops the studio as Ctrl-C does, and waits for it.
    pub fn stop(mut self) -> anyhow::Result<()> {
        let pid = self.child.id().to_string();
        Command::new("kill").args(["-INT", &pid]).status()?;
        self.child.wait()?;
        Ok(())
    }
}

/// The error lines of the studio's log output in `dir` (`livedraw.log`): a soak that logged
/// one has found something to look at.
pub fn errors_logged(dir: &Path) -> anyhow::Result<Vec<String>> {
    let path = dir.join("livedraw.log");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    Ok(error_lines(&text))
}

/// The lines of `text` that tracing's plain format marks as errors.
fn error_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| line.contains(" ERROR "))
        .map(|line| format!("logged: {line}"))
        .collect()
}

/// Bytes of every file under `dir` (the log, its WAL, the studio's log output).
pub fn disk_use(dir: &Path) -> anyhow::Result<u64> {
    let mut total = 0;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        total += if kind.is_dir() {
            disk_use(&entry.path())?
        } else {
            entry.metadata()?.len()
        };
    }
    Ok(total)
}

/// A response's status and body.
struct Response {
    status: u16,
    body: String,
}

/// A plain HTTP/1.1 GET (the metrics endpoint is HTTP on loopback).
async fn http_get(address: SocketAddr, path: &str) -> anyhow::Result<Response> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(address).await?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut response = String::new();
    stream.read_to_string(&mut response).await?;
    let (head, body) = response
        .split_once("\r\n\r\n")
        .context("an HTTP response without a body")?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .context("an HTTP response without a status")?;
    Ok(Response {
        status,
        body: body.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_error_lines_count() {
        let text = "2026-11-27T10:00:00.000000Z  INFO livedraw: serving\n\
                    2026-11-27T10:00:01.000000Z  WARN livedraw_ingest: device silent\n\
                    2026-11-27T10:00:02.000000Z ERROR livedraw_feed::tracker: records lost\n";
        assert_eq!(
            error_lines(text),
            ["logged: 2026-11-27T10:00:02.000000Z ERROR livedraw_feed::tracker: records lost"]
        );
    }
}
