//! How to reach a real cluster, in Kafka's client conventions: the
//! bootstrap servers, a client properties file (`--config`) and `-X
//! key=value` settings (as kcat takes them), passed through to librdkafka.
//! Keyed records use the Java client's partitioner (murmur2; librdkafka's
//! own default is CRC32), so a key lands on the partition the game predicts.
//! The values of secret settings (passwords, keys, tokens) never appear in
//! an answer, a log or an error: [`Connection::redact`].

use std::path::Path;

use rdkafka::config::ClientConfig;

/// Settings the Java clients take that librdkafka does not know and that
/// change nothing here (the game reads bytes; it has no (de)serialisers).
const JAVA_ONLY: &[&str] =
    &["key.serializer", "value.serializer", "key.deserializer", "value.deserializer", "client.dns.lookup"];

/// How to reach one cluster.
#[derive(Clone, Debug)]
pub struct Connection {
    /// `HOST:PORT[,HOST:PORT…]`, Kafka's `bootstrap.servers`.
    pub bootstrap: String,
    /// Client settings in the order given: the config file's, then `-X`'s
    /// (a later one wins). Never printed: see [`Connection::redact`].
    settings: Vec<(String, String)>,
}

/// Whether a client setting holds a secret (its value is never shown).
pub fn is_secret(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    ["password", "secret", "jaas", "token", "key.pem", "private", "credentials"].iter().any(|s| key.contains(s))
        || key.ends_with(".key")
}

impl Connection {
    /// Settings from `bootstrap`, the properties file `config` (Kafka's
    /// `key=value` lines; `#` and `!` start comments) and `extra`
    /// (`key=value` each, from `-X`). A `sasl.jaas.config` of the Java
    /// clients (PLAIN or SCRAM login module) becomes librdkafka's
    /// `sasl.username` and `sasl.password`.
    ///
    /// Errors: an empty bootstrap, an unreadable file, a line or `-X`
    /// without `=` (with the file and line), a JAAS line without a username
    /// and password. No error holds a secret's value.
    pub fn new(bootstrap: &str, config: Option<&Path>, extra: &[String]) -> Result<Self, String> {
        let bootstrap = bootstrap.trim();
        if bootstrap.is_empty() || bootstrap.split(',').any(|s| s.trim().is_empty()) {
            return Err("the cluster's address needs HOST:PORT[,HOST:PORT…] (--bootstrap, --cluster)".into());
        }
        let mut settings = Vec::new();
        if let Some(path) = config {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            for (i, line) in logical_lines(&text) {
                if line.is_empty() || line.starts_with('#') || line.starts_with('!') {
                    continue;
                }
                let at = || format!("{}:{}", path.display(), i + 1);
                let (k, v) =
                    split_setting(&line, &['=', ':']).ok_or_else(|| format!("{}: expected key=value", at()))?;
                settings.extend(translate(k, v).map_err(|e| format!("{}: {e}", at()))?);
            }
        }
        for x in extra {
            let (k, v) = split_setting(x, &['=']).ok_or_else(|| format!("-X {x}: expected key=value"))?;
            settings.extend(translate(k, v).map_err(|e| format!("-X {k}: {e}"))?);
        }
        Ok(Self { bootstrap: bootstrap.to_string(), settings })
    }

    /// The settings a client starts from: the bootstrap servers, the Java
    /// client's murmur2 partitioner, then the player's settings.
    pub fn client_config(&self) -> ClientConfig {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", &self.bootstrap).set("partitioner", "murmur2_random");
        for (k, v) in &self.settings {
            c.set(k, v);
        }
        c
    }

    /// `text` with the value of every secret setting replaced by `****`
    /// (librdkafka's errors may quote a setting back).
    pub fn redact(&self, text: &str) -> String {
        let mut out = text.to_string();
        for (k, v) in &self.settings {
            if is_secret(k) && !v.is_empty() {
                out = out.replace(v.as_str(), "****");
            }
        }
        out
    }

    /// `text` with the value of every setting replaced by `****`: for
    /// librdkafka's refusals of a setting, which quote its value back (a
    /// misspelt password setting is no longer known as a secret).
    pub fn redact_all(&self, text: &str) -> String {
        let mut out = self.redact(text);
        for (_, v) in &self.settings {
            if v.is_empty() {
                continue;
            }
            // Whole words only: a value `1` leaves the other digits alone.
            out = out
                .split(' ')
                .map(|w| if w.trim_matches('"') == v.as_str() { "****" } else { w })
                .collect::<Vec<_>>()
                .join(" ");
            if v.chars().count() >= 6 {
                out = out.replace(v.as_str(), "****");
            }
        }
        out
    }

    /// Whether any security setting was given (`security.*`, `sasl.*`,
    /// `ssl.*`): a refused connection may then be a mismatch with the
    /// listener rather than a cluster that is down.
    pub fn has_security_settings(&self) -> bool {
        self.settings.iter().any(|(k, _)| ["security.", "sasl.", "ssl."].iter().any(|p| k.starts_with(p)))
    }

    /// The settings' keys, in order, with secret values shown as `****`
    /// (what `--verbose` style output may show).
    pub fn shown_settings(&self) -> Vec<String> {
        self.settings.iter().map(|(k, v)| if is_secret(k) { format!("{k}=****") } else { format!("{k}={v}") }).collect()
    }
}

/// A properties file's logical lines, trimmed, with the number of the line
/// each starts on (0-based): a line ending in an odd number of backslashes
/// goes on in the next, as Java reads them.
fn logical_lines(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        let continues = line.chars().rev().take_while(|&c| c == '\\').count() % 2 == 1;
        let body = if continues { &line[..line.len() - 1] } else { line };
        match out.last_mut() {
            Some((_, joined)) if open => joined.push_str(body),
            _ => out.push((i, body.to_string())),
        }
        open = continues;
    }
    out
}

/// `key=value` split at the first of `separators` (a properties file also
/// takes `key: value`), trimmed.
fn split_setting<'a>(line: &'a str, separators: &[char]) -> Option<(&'a str, &'a str)> {
    let at = line.find(separators)?;
    let (k, v) = (line[..at].trim(), line[at + 1..].trim());
    (!k.is_empty()).then_some((k, v))
}

/// One setting as librdkafka takes it: none for a Java-only one, two for a
/// JAAS line.
fn translate(key: &str, value: &str) -> Result<Vec<(String, String)>, String> {
    if JAVA_ONLY.contains(&key) {
        return Ok(Vec::new());
    }
    if key == "sasl.jaas.config" {
        let field = |name: &str| {
            let start = value.find(&format!("{name}=\""))? + name.len() + 2;
            let len = value[start..].find('"')?;
            Some(value[start..start + len].to_string())
        };
        let (Some(user), Some(password)) = (field("username"), field("password")) else {
            return Err("sasl.jaas.config needs username=\"…\" and password=\"…\"".into());
        };
        return Ok(vec![("sasl.username".into(), user), ("sasl.password".into(), password)]);
    }
    Ok(vec![(key.to_string(), value.to_string())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_properties_file_and_x_settings_reach_the_client_and_no_secret_is_shown() {
        let dir = std::env::temp_dir().join(format!("logjam-connect-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("client.properties");
        std::fs::write(
            &file,
            "# a Java client's file\nsecurity.protocol=SASL_SSL\nsasl.mechanism: SCRAM-SHA-512\n\
             sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \
             username=\"shop\" password=\"hunter2-s3cret\";\nkey.deserializer=org.apache.StringDeserializer\n",
        )
        .unwrap();
        let c = Connection::new("b1:9092,b2:9092", Some(&file), &["ssl.key.password=pem-pass".into()]).unwrap();
        let config = c.client_config();
        assert_eq!(config.get("bootstrap.servers"), Some("b1:9092,b2:9092"));
        assert_eq!(config.get("partitioner"), Some("murmur2_random"));
        assert_eq!(config.get("sasl.username"), Some("shop"));
        assert_eq!(config.get("sasl.password"), Some("hunter2-s3cret"));
        assert_eq!(config.get("sasl.mechanism"), Some("SCRAM-SHA-512"));
        assert_eq!(config.get("key.deserializer"), None, "Java-only settings are left out");
        let shown = c.shown_settings().join(" ");
        assert!(!shown.contains("hunter2") && !shown.contains("pem-pass"), "{shown}");
        assert!(shown.contains("sasl.password=****") && shown.contains("sasl.username=shop"), "{shown}");
        assert_eq!(c.redact("auth failed for hunter2-s3cret and pem-pass"), "auth failed for **** and ****");
        let bad = Connection::new("b1:9092", None, &["nonsense".into()]).unwrap_err();
        assert_eq!(bad, "-X nonsense: expected key=value");
        assert!(Connection::new("b1:9092", None, &["security.protocol:ssl".into()]).is_err(), "-X splits at = only");
        // A misspelt password setting is not known as a secret: refusals
        // quote no value at all.
        let typo =
            Connection::new("b1:9092", None, &["sasl.pasword=Hunter2Secret".into(), "linger.ms=5".into()]).unwrap();
        let refusal = "No such configuration property: \"sasl.pasword\" sasl.pasword Hunter2Secret; linger.ms 5";
        assert_eq!(
            typo.redact_all(refusal),
            "No such configuration property: \"sasl.pasword\" sasl.pasword ****; linger.ms ****"
        );
        // A JAAS line split over two lines with a backslash, as Java allows.
        std::fs::write(
            &file,
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required \\\n    \
             username=\"shop\" password=\"two-line-pw\";\nsasl.mechanism=PLAIN\n",
        )
        .unwrap();
        let two = Connection::new("b1:9092", Some(&file), &[]).unwrap();
        assert_eq!(two.client_config().get("sasl.password"), Some("two-line-pw"));
        assert_eq!(two.client_config().get("sasl.mechanism"), Some("PLAIN"));
        assert!(two.has_security_settings() && !c.shown_settings().is_empty());
        std::fs::write(&file, "sasl.jaas.config=PlainLoginModule required password=\"only-pw\";\n").unwrap();
        let e = Connection::new("b1:9092", Some(&file), &[]).unwrap_err();
        assert!(e.ends_with("client.properties:1: sasl.jaas.config needs username=\"…\" and password=\"…\""), "{e}");
        assert!(!e.contains("only-pw"));
        assert!(Connection::new(" ", None, &[]).is_err());
        std::fs::remove_dir_all(&dir).ok();
    }
}
