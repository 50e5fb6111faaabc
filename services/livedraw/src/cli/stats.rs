//! `livedraw stats`: each table's outcome statistics through the supervisor API (R8).

use super::audit::Asker;
use super::runtime;
use clap::Args;
use livedraw_protocol::v1::{OutcomeStatisticsRequest, OutcomeStatisticsResponse};
use std::fmt::Write;
use std::process::ExitCode;

/// Exit status when a table's statistics alert is raised.
const ALERT: u8 = 3;

/// `livedraw stats`.
#[derive(Args, Debug)]
pub struct StatsArgs {
    #[command(flatten)]
    asker: Asker,
    /// Only this table (default: every table of the configuration).
    #[arg(long)]
    table: Option<String>,
}

/// Prints the statistics of the chosen tables; exit status 3 when any alert is raised.
pub fn main(args: StatsArgs) -> anyhow::Result<ExitCode> {
    let responses = runtime()?.block_on(async {
        let (config, mut client) = args.asker.connect()?;
        let tables = match &args.table {
            Some(table) => vec![table.clone()],
            None => config.tables.iter().map(|t| t.id.clone()).collect(),
        };
        let mut responses = Vec::new();
        for table in tables {
            let message = OutcomeStatisticsRequest { table_id: table };
            responses.push(client.outcome_statistics(message).await?.into_inner());
        }
        anyhow::Ok(responses)
    })?;
    for response in &responses {
        print!("{}", render(response));
    }
    Ok(if responses.iter().any(|r| r.alert) {
        ExitCode::from(ALERT)
    } else {
        ExitCode::SUCCESS
    })
}

/// One table's statistics as text: a line per category, then the test.
fn render(stats: &OutcomeStatisticsResponse) -> String {
    let mut out = format!(
        "{}  ({}, {} per {}; {} draws, {} samples{})\n",
        stats.table_id,
        stats
            .game()
            .as_str_name()
            .trim_start_matches("GAME_KIND_")
            .to_ascii_lowercase(),
        stats.category_kind,
        if stats.category_kind == "sector" {
            "draw"
        } else {
            "result"
        },
        stats.draws,
        stats.samples,
        match stats.window_draws {
            0 => String::new(),
            window => format!(", window {window} draws"),
        }
    );
    for category in &stats.categories {
        let _ = writeln!(
            out,
            "  {:>15}  {:>8}  expected {:>10.1}  (p {:.5}){}",
            category.category,
            category.observed,
            category.expected,
            category.expected_probability,
            if category.pooled { "  pooled" } else { "" }
        );
    }
    let verdict = match (stats.tested, stats.alert) {
        (false, _) => "not tested yet (too few samples)".to_string(),
        (true, true) => format!("ALERT: p < {}", stats.significance),
        (true, false) => format!("fits (alert below p {})", stats.significance),
    };
    let _ = writeln!(
        out,
        "  chi-square {:.3}, {} degrees of freedom, p-value {:.3e}: {verdict}\n",
        stats.chi_square, stats.degrees_of_freedom, stats.p_value
    );
    out
}
