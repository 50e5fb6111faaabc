//! The git revision the binary is built from, for `livedraw --version` and the `ServerInfo`
//! service (R12): `git rev-parse --short HEAD`, with `-dirty` when the tree has changes; else
//! the environment's `LIVEDRAW_GIT_REVISION` (builds without git, e.g. from a source archive);
//! else `unknown`.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=LIVEDRAW_GIT_REVISION");
    for path in ["HEAD", "index"] {
        if let Some(file) = git(&["rev-parse", "--git-path", path]) {
            println!("cargo:rerun-if-changed={file}");
        }
    }
    if let Some(reference) = git(&["symbolic-ref", "-q", "HEAD"]) {
        if let Some(file) = git(&["rev-parse", "--git-path", &reference]) {
            println!("cargo:rerun-if-changed={file}");
        }
    }
    let revision = git(&["rev-parse", "--short", "HEAD"])
        .map(|hash| {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|changes| !changes.is_empty());
            if dirty {
                format!("{hash}-dirty")
            } else {
                hash
            }
        })
        .or_else(|| std::env::var("LIVEDRAW_GIT_REVISION").ok())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=LIVEDRAW_GIT_REVISION={revision}");
}

/// The trimmed output of a git command, when git is there and the command succeeds.
fn git(args: &[&str]) -> Option<String> {
    let output = Command::new("git").args(args).output().ok()?;
    if !output.status.success() {
        return None;
    }
    Some(String::from_utf8(output.stdout).ok()?.trim().to_string())
}
