//! librdkafka's errors as the log's: a broker that cannot be reached or does not answer in
//! time is [`BusError::Unavailable`] (retry later); anything else it refuses is
//! [`BusError::Broker`].

use crate::error::BusError;
use rdkafka::error::{KafkaError, RDKafkaErrorCode};

/// The log's error for a failed Kafka operation; `doing` says what was being done.
pub(crate) fn bus_error(doing: &str, error: &KafkaError) -> BusError {
    let message = format!("{doing}: {error}");
    match error.rdkafka_error_code() {
        Some(code) if unavailable(code) => BusError::Unavailable(message),
        _ => BusError::Broker(message),
    }
}

/// Whether a consumer's error is one librdkafka recovers from by itself (it reconnects and
/// fetches again): the consumer is kept, and the error only logged.
pub(crate) fn passing(error: &KafkaError) -> bool {
    match error {
        KafkaError::MessageConsumption(code) => unavailable(*code),
        _ => false,
    }
}

/// Codes that mean "not now": the cluster is unreachable, slow, or moving leadership.
fn unavailable(code: RDKafkaErrorCode) -> bool {
    use RDKafkaErrorCode as C;
    matches!(
        code,
        C::MessageTimedOut
            | C::BrokerTransportFailure
            | C::AllBrokersDown
            | C::Resolve
            | C::OperationTimedOut
            | C::QueueFull
            | C::RequestTimedOut
            | C::NetworkException
            | C::LeaderNotAvailable
            | C::NotLeaderForPartition
            | C::BrokerNotAvailable
            | C::NotEnoughReplicas
            | C::NotEnoughReplicasAfterAppend
            | C::CoordinatorNotAvailable
            | C::NotCoordinator
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_and_unreachable_brokers_are_unavailable_other_refusals_are_not() {
        let timed_out = KafkaError::MessageProduction(RDKafkaErrorCode::MessageTimedOut);
        assert!(matches!(
            bus_error("appending", &timed_out),
            BusError::Unavailable(_)
        ));
        let denied = KafkaError::MessageProduction(RDKafkaErrorCode::TopicAuthorizationFailed);
        assert!(matches!(
            bus_error("appending", &denied),
            BusError::Broker(_)
        ));
    }
}
