//! The studio files shipped in deploy/ (compose: deploy/config/*.toml, Kubernetes:
//! deploy/k8s/studio.toml) pass the studio's own checks, as `livedraw run` would load them.

use livedraw_studio::{Profile, StudioConfig};
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn load(path: &Path) -> StudioConfig {
    match StudioConfig::load(path) {
        Ok(config) => config,
        Err(error) => panic!("{error}"),
    }
}

fn deploy_studio_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for folder in ["deploy/config", "deploy/k8s"] {
        let entries = match std::fs::read_dir(repository().join(folder)) {
            Ok(entries) => entries,
            Err(error) => panic!("{folder}: {error}"),
        };
        files.extend(
            entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|path| path.extension().is_some_and(|ext| ext == "toml")),
        );
    }
    files.sort();
    files
}

#[test]
fn deploy_studio_files_load_as_production_studios_of_the_example_tables() {
    let example = load(&repository().join("config/studio.toml"));
    let files = deploy_studio_files();
    assert!(
        files.len() >= 2,
        "expected the compose and Kubernetes studio files, found {files:?}"
    );
    for path in files {
        let config = load(&path);
        assert_eq!(config.profile, Profile::Production, "{}", path.display());
        assert_eq!(config.tables, example.tables, "{}", path.display());
        assert_eq!(config.devices, example.devices, "{}", path.display());
    }
}
