//! Records to and from Kafka messages: headers in order (names may repeat), key, payload,
//! offset and timestamp.

use crate::error::BusError;
use crate::record::{Header, Record};
use crate::topic::Topic;
use rdkafka::message::{Header as KafkaHeader, Headers, Message, OwnedHeaders};

/// Our headers as Kafka headers, in the same order.
pub(crate) fn to_kafka(headers: &[Header]) -> OwnedHeaders {
    headers
        .iter()
        .fold(OwnedHeaders::new_with_capacity(headers.len()), |all, h| {
            all.insert(KafkaHeader {
                key: &h.name,
                value: Some(&h.value),
            })
        })
}

/// A consumed message as a record of `topic`. A header without a value (Kafka allows null)
/// reads as an empty one; a missing key or payload as empty bytes.
pub(crate) fn record_of(topic: Topic, message: &impl Message) -> Result<Record, BusError> {
    let corrupt = |reason| BusError::Corrupt {
        topic,
        partition: u32::try_from(message.partition()).unwrap_or(u32::MAX),
        offset: u64::try_from(message.offset()).unwrap_or(u64::MAX),
        reason,
    };
    let partition = u32::try_from(message.partition()).map_err(|_| corrupt("no partition"))?;
    let offset = u64::try_from(message.offset()).map_err(|_| corrupt("no offset"))?;
    let headers = message
        .headers()
        .map(|headers| {
            headers
                .iter()
                .map(|h| Header {
                    name: h.key.to_owned(),
                    value: h.value.map(<[u8]>::to_vec).unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(Record {
        topic,
        partition,
        offset,
        key: message.key().map(<[u8]>::to_vec).unwrap_or_default(),
        headers,
        payload: message.payload().map(<[u8]>::to_vec).unwrap_or_default(),
        timestamp_ms: message.timestamp().to_millis().unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rdkafka::message::{OwnedMessage, Timestamp};

    #[test]
    fn headers_keep_their_order_and_repeats_through_kafka() {
        let ours = vec![
            Header {
                name: "traceparent".into(),
                value: b"00-ab-cd-01".to_vec(),
            },
            Header {
                name: "x".into(),
                value: vec![0, 255],
            },
            Header {
                name: "x".into(),
                value: vec![],
            },
        ];
        let message = OwnedMessage::new(
            Some(b"payload".to_vec()),
            Some(b"wheel-1".to_vec()),
            "livedraw.odds".into(),
            Timestamp::CreateTime(1_700_000_000_123),
            3,
            41,
            Some(to_kafka(&ours)),
        );
        let record = record_of(Topic::Odds, &message).expect("a valid message");
        assert_eq!(record.headers, ours);
        assert_eq!((record.partition, record.offset), (3, 41));
        assert_eq!(record.key, b"wheel-1");
        assert_eq!(record.payload, b"payload");
        assert_eq!(record.timestamp_ms, 1_700_000_000_123);
    }
}
