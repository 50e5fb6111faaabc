//! `livedraw.v1.ServerInfo` (R12): which build a port belongs to, served beside gRPC health and
//! reflection on every port.

use crate::identity::{GIT_REVISION, VERSION};
use livedraw_protocol::v1::server_info_server::{ServerInfo, ServerInfoServer};
use livedraw_protocol::v1::{GetServerInfoRequest, GetServerInfoResponse};
use livedraw_studio::Profile;
use std::time::SystemTime;
use tonic::{Request, Response, Status};

/// The answer every port gives: the process's services, version, revision, profile and start.
#[derive(Clone, Debug)]
pub struct ServerInfoService {
    answer: GetServerInfoResponse,
}

impl ServerInfoService {
    /// The identity of a process serving `services` under `profile`, started now.
    pub fn new(services: &[&str], profile: Profile) -> ServerInfoService {
        let profile = match profile {
            Profile::Demo => "demo",
            Profile::Production => "production",
        };
        ServerInfoService {
            answer: GetServerInfoResponse {
                services: services.iter().map(|name| name.to_string()).collect(),
                version: VERSION.to_string(),
                git_revision: GIT_REVISION.to_string(),
                profile: profile.to_string(),
                started_at: Some(SystemTime::now().into()),
            },
        }
    }

    /// The tonic server of this service.
    pub fn into_server(self) -> ServerInfoServer<ServerInfoService> {
        ServerInfoServer::new(self)
    }
}

#[tonic::async_trait]
impl ServerInfo for ServerInfoService {
    async fn get_server_info(
        &self,
        _request: Request<GetServerInfoRequest>,
    ) -> Result<Response<GetServerInfoResponse>, Status> {
        Ok(Response::new(self.answer.clone()))
    }
}
