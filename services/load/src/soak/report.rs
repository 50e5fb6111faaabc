//! The soak's figures: one line and one CSV row per sample, the summary, and the verdict.

use anyhow::Context;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// The header of the printed lines.
pub const HEADER: &str = "minute    rss_mib  fds  disk_mib  feed_p99_ms  events_per_s  draws_ended";

/// One look at the studio.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// Since the soak began.
    pub at: Duration,
    /// Resident memory, bytes.
    pub rss: u64,
    /// Open file descriptors.
    pub fds: u64,
    /// The data directory's size, bytes.
    pub disk: u64,
    /// The feed's p99 latency over the interval, ms.
    pub feed_p99: Option<i64>,
    /// Floor events journaled per second over the interval.
    pub events_per_second: f64,
    /// Draws ended so far.
    pub draws: u64,
}

/// What the soak may not exceed.
#[derive(Clone, Debug)]
pub struct Bounds {
    /// Growth before this is warm-up.
    pub warm_up: Duration,
    /// Most resident-memory growth after the warm-up, bytes.
    pub max_rss_growth: u64,
    /// Most descriptor growth after the warm-up.
    pub max_fd_growth: u64,
}

const MIB: f64 = 1024.0 * 1024.0;

impl Sample {
    /// The printed line.
    pub fn line(&self) -> String {
        format!(
            "{:>6.1}  {:>9.1}  {:>3}  {:>8.1}  {:>11}  {:>12.1}  {:>11}",
            self.at.as_secs_f64() / 60.0,
            self.rss as f64 / MIB,
            self.fds,
            self.disk as f64 / MIB,
            self.feed_p99.map_or("-".to_string(), |ms| ms.to_string()),
            self.events_per_second,
            self.draws
        )
    }
}

/// Writes every sample as CSV (rewritten at each sample, so a stopped soak keeps its figures).
pub fn write_csv(path: &Path, samples: &[Sample]) -> anyhow::Result<()> {
    let mut text =
        String::from("minute,rss_bytes,fds,disk_bytes,feed_p99_ms,events_per_second,draws_ended\n");
    for sample in samples {
        writeln!(
            text,
            "{:.2},{},{},{},{},{:.1},{}",
            sample.at.as_secs_f64() / 60.0,
            sample.rss,
            sample.fds,
            sample.disk,
            sample.feed_p99.map_or(String::new(), |ms| ms.to_string()),
            sample.events_per_second,
            sample.draws
        )?;
    }
    std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}

/// The first sample at or after the warm-up, and the largest of each figure after it.
fn after_warm_up(samples: &[Sample], bounds: &Bounds) -> Option<(Sample, u64, u64)> {
    let mut after = samples.iter().filter(|sample| sample.at >= bounds.warm_up);
    let base = after.next()?.clone();
    let (rss, fds) = after.fold((base.rss, base.fds), |(rss, fds), sample| {
        (rss.max(sample.rss), fds.max(sample.fds))
    });
    Some((base, rss, fds))
}

/// The summary lines.
pub fn summary(samples: &[Sample], bounds: &Bounds, lost: &[String]) -> String {
    let mut text = String::new();
    if let Some((base, rss, fds)) = after_warm_up(samples, bounds) {
        let _ = writeln!(
            text,
            "after the warm-up: rss {:.1} -> at most {:.1} MiB (bound +{:.0}), fds {} -> at most {} (bound +{})",
            base.rss as f64 / MIB,
            rss as f64 / MIB,
            bounds.max_rss_growth as f64 / MIB,
            base.fds,
            fds,
            bounds.max_fd_growth
        );
    }
    let _ = writeln!(
        text,
        "draws ended: {}; draws lost or repeated, silent tables and errors logged: {}",
        samples.last().map_or(0, |sample| sample.draws),
        lost.len()
    );
    for line in lost {
        let _ = writeln!(text, "  {line}");
    }
    text
}

/// An error when memory or descriptors grew beyond their bounds after the warm-up, a draw was
/// lost, a table stayed silent, the studio logged an error, or the soak ended before its
/// warm-up did.
pub fn check(samples: &[Sample], bounds: &Bounds, lost: &[String]) -> anyhow::Result<()> {
    let (base, rss, fds) = after_warm_up(samples, bounds)
        .context("the soak ended before its warm-up: nothing to bound")?;
    if rss > base.rss + bounds.max_rss_growth {
        anyhow::bail!(
            "resident memory grew from {} to {} bytes after the warm-up",
            base.rss,
            rss
        );
    }
    if fds > base.fds + bounds.max_fd_growth {
        anyhow::bail!(
            "open descriptors grew from {} to {} after the warm-up",
            base.fds,
            fds
        );
    }
    if !lost.is_empty() {
        anyhow::bail!(
            "{} draws lost or repeated, silent tables or errors logged",
            lost.len()
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(minute: u64, rss_mib: u64, fds: u64) -> Sample {
        Sample {
            at: Duration::from_secs(minute * 60),
            rss: rss_mib * 1024 * 1024,
            fds,
            disk: 0,
            feed_p99: Some(3),
            events_per_second: 100.0,
            draws: minute * 10,
        }
    }

    fn bounds() -> Bounds {
        Bounds {
            warm_up: Duration::from_secs(300),
            max_rss_growth: 64 * 1024 * 1024,
            max_fd_growth: 32,
        }
    }

    #[test]
    fn growth_during_the_warm_up_is_not_counted() {
        let samples = [sample(1, 50, 20), sample(5, 200, 80), sample(9, 250, 100)];
        assert!(check(&samples, &bounds(), &[]).is_ok());
    }

    #[test]
    fn growth_after_the_warm_up_beyond_the_bound_fails() {
        let memory = [sample(5, 200, 80), sample(30, 265, 80)];
        assert!(check(&memory, &bounds(), &[]).is_err());
        let descriptors = [sample(5, 200, 80), sample(30, 200, 113)];
        assert!(check(&descriptors, &bounds(), &[]).is_err());
    }

    #[test]
    fn a_lost_draw_fails_and_a_soak_shorter_than_its_warm_up_proves_nothing() {
        let samples = [sample(5, 200, 80)];
        assert!(check(&samples, &bounds(), &["t: gap".into()]).is_err());
        assert!(check(&[sample(1, 50, 20)], &bounds(), &[]).is_err());
    }
}
