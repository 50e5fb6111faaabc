//! `livedraw pki` and `livedraw token`: credentials for a real studio, and their revocation.

use super::audit::Asker;
use super::runtime;
use anyhow::Context;
use clap::{ArgGroup, Args, Subcommand};
use livedraw_auth::{device_certificate_pem, token_id, Role, TokenIssuer};
use livedraw_client::pki::{device_cert, now, read_text, PkiDir};
use livedraw_protocol::v1::{RevocationReply, RevokeCertificateRequest, RevokeTokenRequest};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// `livedraw pki`.
#[derive(Subcommand, Debug)]
pub enum PkiCommand {
    /// A new studio CA, the server certificate of the gRPC services, and the token key pair
    /// (`ca.crt`, `ca.key`, `server.crt`, `server.key`, `token.key`, `token.pub` in DIR).
    Init(InitArgs),
    /// The client certificate of one floor device, signed by the CA of `--ca-dir`; prints its
    /// serial number.
    Device(DeviceArgs),
    /// Revokes a floor device's certificate on a running studio (admin): every ingest instance
    /// refuses it within a second, and the audit trail records it.
    Revoke(RevokeCertificateArgs),
}

/// `livedraw pki revoke`.
#[derive(Args, Debug)]
#[command(group(ArgGroup::new("which").required(true).args(["serial", "cert"])))]
pub struct RevokeCertificateArgs {
    /// The certificate's serial number, in hexadecimal (colons allowed).
    #[arg(long)]
    serial: Option<String>,
    /// The certificate's file (PEM), instead of its serial.
    #[arg(long)]
    cert: Option<PathBuf>,
    /// Why, for the audit trail (required).
    #[arg(long)]
    note: String,
    #[command(flatten)]
    asker: Asker,
}

/// `livedraw pki init`.
#[derive(Args, Debug)]
pub struct InitArgs {
    /// Where to write the files (existing files are never overwritten).
    #[arg(long)]
    out: PathBuf,
    /// Host names and IP addresses the server certificate is valid for (repeatable).
    #[arg(long = "name", default_values = ["localhost", "127.0.0.1"])]
    names: Vec<String>,
    /// Validity of the certificates, in days.
    #[arg(long, default_value_t = 825)]
    days: u32,
}

/// `livedraw pki device`.
#[derive(Args, Debug)]
pub struct DeviceArgs {
    /// The directory of `pki init` (its `ca.crt` and `ca.key` sign).
    #[arg(long)]
    ca_dir: PathBuf,
    /// The device id, as configured under [[devices]] (the certificate's Common Name).
    #[arg(long)]
    id: String,
    /// Where to write `<id>.crt` and `<id>.key` [default: CA_DIR/devices].
    #[arg(long)]
    out: Option<PathBuf>,
    /// Validity of the certificate, in days.
    #[arg(long, default_value_t = 825)]
    days: u32,
}

/// `livedraw token`.
#[derive(Subcommand, Debug)]
pub enum TokenCommand {
    /// Prints a signed token (JWT) for a supervisor, frontend or administrator; its id goes to
    /// standard error.
    Issue(IssueArgs),
    /// Revokes a token on a running studio (admin): every service instance refuses it within a
    /// second, and the audit trail records it.
    Revoke(RevokeTokenArgs),
}

/// `livedraw token revoke`.
#[derive(Args, Debug)]
#[command(group(ArgGroup::new("which").required(true).args(["id", "token_file"])))]
pub struct RevokeTokenArgs {
    /// The token's id (its `jti`, printed by `token issue`).
    #[arg(long)]
    id: Option<String>,
    /// The token's file, instead of its id.
    #[arg(long)]
    token_file: Option<PathBuf>,
    /// Why, for the audit trail (required).
    #[arg(long)]
    note: String,
    #[command(flatten)]
    asker: Asker,
}

/// `livedraw token issue`.
#[derive(Args, Debug)]
pub struct IssueArgs {
    /// The Ed25519 private key (PEM) that signs (`token.key` of `pki init`).
    #[arg(long)]
    key: PathBuf,
    /// Who: recorded with every supervisor action.
    #[arg(long)]
    subject: String,
    /// Roles granted: frontend, supervisor, admin (comma-separated).
    #[arg(long, value_delimiter = ',', required = true)]
    roles: Vec<Role>,
    /// How long it is valid: a number with s, m, h or d (e.g. 8h).
    #[arg(long, value_parser = parse_ttl)]
    ttl: Duration,
    /// The `iss` claim (the studio's `[security] token_issuer`, when it sets one).
    #[arg(long)]
    issuer: Option<String>,
    /// The `aud` claim (the studio's `[security] token_audience`, when it sets one).
    #[arg(long)]
    audience: Option<String>,
}

/// Runs `livedraw pki …`.
pub fn pki(command: PkiCommand) -> anyhow::Result<ExitCode> {
    match command {
        PkiCommand::Init(args) => {
            PkiDir::at(&args.out)
                .init(&args.names, args.days)
                .context("writing the studio's CA")?;
            println!(
                "wrote the CA, server certificate and token keys to {}",
                args.out.display()
            );
        }
        PkiCommand::Device(args) => {
            let pki = PkiDir::at(&args.ca_dir);
            let out = args.out.unwrap_or_else(|| pki.devices());
            pki.issue_device(&args.id, &out, args.days)
                .with_context(|| format!("issuing the certificate of device {}", args.id))?;
            let serial = device_certificate_pem(&read_text(&device_cert(&out, &args.id))?)?.serial;
            println!(
                "wrote {0}/{1}.crt and {0}/{1}.key (serial {serial})",
                out.display(),
                args.id
            );
        }
        PkiCommand::Revoke(args) => {
            let serial = match (args.serial, &args.cert) {
                (Some(serial), _) => serial,
                (None, Some(cert)) => device_certificate_pem(&read_text(cert)?)?.serial,
                (None, None) => anyhow::bail!("give --serial or --cert"),
            };
            let request = RevokeCertificateRequest {
                serial: serial.clone(),
                note: args.note,
            };
            let reply = runtime()?.block_on(async {
                let (_, mut client) = args.asker.connect_as(Role::Admin)?;
                anyhow::Ok(client.revoke_certificate(request).await?.into_inner())
            })?;
            revoked(&format!("certificate {serial}"), &reply);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `livedraw token …`.
pub fn token(command: TokenCommand) -> anyhow::Result<ExitCode> {
    match command {
        TokenCommand::Issue(args) => {
            let issuer =
                TokenIssuer::from_pem(&read_text(&args.key)?)?.naming(args.issuer, args.audience);
            let token = issuer.issue(&args.subject, &args.roles, now(), args.ttl)?;
            eprintln!("token id {}", token_id(&token)?);
            println!("{token}");
        }
        TokenCommand::Revoke(args) => {
            let id = match (args.id, &args.token_file) {
                (Some(id), _) => id,
                (None, Some(file)) => token_id(&read_text(file)?)?,
                (None, None) => anyhow::bail!("give --id or --token-file"),
            };
            let request = RevokeTokenRequest {
                token_id: id.clone(),
                note: args.note,
            };
            let reply = runtime()?.block_on(async {
                let (_, mut client) = args.asker.connect_as(Role::Admin)?;
                anyhow::Ok(client.revoke_token(request).await?.into_inner())
            })?;
            revoked(&format!("token {id}"), &reply);
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn revoked(what: &str, reply: &RevocationReply) {
    println!(
        "revoked {what}: access topic offset {}, at {}",
        reply.access_offset,
        reply
            .recorded_at
            .map_or_else(String::new, |at| at.to_string())
    );
}

/// `90s`, `30m`, `8h`, `7d`.
fn parse_ttl(text: &str) -> Result<Duration, String> {
    let unit = text.chars().last().ok_or("an empty duration")?;
    let seconds = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3600,
        'd' => 86_400,
        _ => return Err(format!("`{text}`: end it with s, m, h or d")),
    };
    let count: u64 = text[..text.len() - 1]
        .parse()
        .map_err(|_| format!("`{text}`: a whole number before the unit"))?;
    match count.checked_mul(seconds) {
        Some(total) if total > 0 => Ok(Duration::from_secs(total)),
        _ => Err(format!("`{text}`: more than nothing, less than forever")),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_ttl;
    use std::time::Duration;

    #[test]
    fn token_lifetimes_read_with_their_unit() {
        assert_eq!(parse_ttl("8h"), Ok(Duration::from_secs(8 * 3600)));
        assert_eq!(parse_ttl("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_ttl("7d"), Ok(Duration::from_secs(7 * 86_400)));
        assert!(parse_ttl("8").is_err());
        assert!(parse_ttl("0h").is_err());
        assert!(parse_ttl("h").is_err());
    }
}
