//! `livedraw watch`: a live view of every table from the feed. On a terminal the view is
//! redrawn in place (plain ANSI) on every event and every second for the countdowns; otherwise
//! one plain line per event. A lost connection is retried, resuming after the last position
//! received from each partition, so the view misses nothing.

use crate::cli::access::AccessArgs;
use anyhow::Context;
use clap::Args;
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_client::board::{event_line, Board};
use livedraw_feed::Position;
use livedraw_protocol::v1;
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tonic::Streaming;
use tracing::warn;

/// Wait before reconnecting.
const RETRY_AFTER: Duration = Duration::from_secs(2);

/// `livedraw watch`.
#[derive(Args, Debug)]
pub struct WatchArgs {
    /// The feed's address.
    #[arg(long, default_value = "127.0.0.1:50053")]
    feed: String,
    /// Only these tables (repeatable); every table when absent.
    #[arg(long = "table")]
    tables: Vec<String>,
    /// The studio configuration, for the demo's credentials under its data_dir.
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    #[command(flatten)]
    access: AccessArgs,
    /// A line under the title (`livedraw run` names the console's address there).
    #[arg(skip)]
    banner: Option<String>,
}

impl WatchArgs {
    /// Every table of the feed at `feed`.
    pub fn of_feed(feed: std::net::SocketAddr) -> WatchArgs {
        WatchArgs {
            feed: feed.to_string(),
            tables: Vec::new(),
            config: PathBuf::new(),
            access: AccessArgs::default(),
            banner: None,
        }
    }

    /// The same view with `banner` under its title.
    pub fn with_banner(mut self, banner: String) -> WatchArgs {
        self.banner = Some(banner);
        self
    }
}

/// Follows the feed until interrupted, with the frontend credentials of the flags or the
/// demo's.
pub async fn run(args: WatchArgs) -> anyhow::Result<()> {
    let access = args.access.resolve(&args.config, Role::Frontend)?;
    view(args, access).await
}

/// Follows the feed with `access` until interrupted.
pub async fn view(args: WatchArgs, access: Access) -> anyhow::Result<()> {
    let terminal = std::io::stdout().is_terminal();
    let mut board = Board::default();
    let mut last: BTreeMap<u32, u64> = BTreeMap::new();
    loop {
        match connect(&args, &access, &last).await {
            Ok(stream) => {
                follow(
                    stream,
                    &mut board,
                    &mut last,
                    terminal,
                    args.banner.as_deref(),
                )
                .await
            }
            Err(error) => warn!("feed at {}: {error:#}", args.feed),
        }
        tokio::time::sleep(RETRY_AFTER).await;
    }
}

async fn connect(
    args: &WatchArgs,
    access: &Access,
    last: &BTreeMap<u32, u64>,
) -> anyhow::Result<Streaming<v1::FeedEvent>> {
    let mut client = access.feed(&args.feed).context("connecting")?;
    let request = v1::SubscribeRequest {
        table_ids: args.tables.clone(),
        from_position: None,
        from_positions: last.values().copied().collect(),
    };
    Ok(client
        .subscribe(request)
        .await
        .context("subscribing")?
        .into_inner())
}

/// Shows events until the stream ends.
async fn follow(
    mut stream: Streaming<v1::FeedEvent>,
    board: &mut Board,
    last: &mut BTreeMap<u32, u64>,
    terminal: bool,
    banner: Option<&str>,
) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tokio::select! {
            message = stream.message() => match message {
                Ok(Some(event)) => {
                    last.insert(Position::unpack(event.position).partition, event.position);
                    board.apply(&event);
                    if !terminal {
                        println!("{}", event_line(&event));
                    }
                }
                Ok(None) => return warn!("the feed ended the stream"),
                Err(status) => return warn!("feed stream: {}", status.message()),
            },
            _ = tick.tick(), if terminal => {}
        }
        if terminal {
            redraw(board, banner);
        }
    }
}

fn redraw(board: &Board, banner: Option<&str>) {
    let now_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
        });
    let mut out = std::io::stdout().lock();
    // Home, clear the screen, then the board: one write, so the view does not flicker.
    // Colour for the state, unless NO_COLOR asks for none (no-color.org).
    let colour = std::env::var_os("NO_COLOR").is_none();
    let frame = format!(
        "\x1b[H\x1b[2Jlivedraw studio\n{}\n{}",
        banner.unwrap_or_default(),
        board.render(now_ms, colour)
    );
    let _ = out.write_all(frame.as_bytes()).and_then(|()| out.flush());
}
