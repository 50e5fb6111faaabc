//! The studio configurations the services' tests start in-process: the example studio
//! (`config/studio.toml`) or a file's text, every gRPC port on a free loopback port and the
//! data in the test's own directory.

use livedraw_studio::{Listen, StudioConfig};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

/// The repository's root, from this crate's place in it.
pub fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The example studio (one table of each game), on free ports, its data in `data_dir`.
///
/// # Panics
/// If the example does not load: every test that starts it would fail anyway.
pub fn example_studio(data_dir: &Path) -> StudioConfig {
    let path = repository().join("config/studio.toml");
    let config = StudioConfig::load(&path).expect("the example studio loads");
    on_free_ports(config, data_dir)
}

/// The studio of the file text `text`, on free ports, its data in `data_dir`.
///
/// # Panics
/// If `text` is not a valid studio file: the test's own fixture is wrong.
pub fn studio_of(text: &str, data_dir: &Path) -> StudioConfig {
    let config = StudioConfig::parse(text, "test").expect("the test's studio parses");
    on_free_ports(config, data_dir)
}

/// `config` with every gRPC port on a free loopback port, no console, its data in `data_dir`.
pub fn on_free_ports(mut config: StudioConfig, data_dir: &Path) -> StudioConfig {
    config.listen = Listen {
        ingest: free_port(),
        supervisor: free_port(),
        feed: free_port(),
        console: None,
    };
    config.data_dir = data_dir.to_path_buf();
    config
}

/// Port 0 on loopback: the system picks a free port when the server binds.
pub fn free_port() -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], 0))
}
