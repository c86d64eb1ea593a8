#!/usr/bin/env bash
# Logjam's whole test suite, from a fresh Debian machine.
#
# Installs the Debian packages the build and the windowed test need (once;
# skipped when present), then runs every test: unit and integration tests,
# the end-to-end test of the game under Xvfb on Mesa's software Vulkan, and
# the web build (web/build.sh) opened in headless Chromium
# (tests/web/browser-test.mjs, driven by playwright-core from npm).
#
# The build directory lives outside the clone, in ~/.cache/logjam/target,
# so a second run (or a fresh clone on the same machine) is warm.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/logjam/target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

packages=(build-essential libasound2-dev libudev-dev pkg-config xvfb xauth xdotool mesa-vulkan-drivers libvulkan1 libxkbcommon-x11-0 chromium)
missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "== installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    echo "== adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi

# The browser test needs Node.js 20 or newer (Debian 12's own is 18): say so
# now, not after the web build.
node_major=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)
if [ -z "$node_major" ] || [ "$node_major" -lt 20 ]; then
    echo "tests/run.sh: the browser test needs Node.js 20 or newer with npm (found: $(node --version 2>/dev/null || echo none))" >&2
    exit 1
fi

start=$(date +%s)
echo "== cargo test (unit, integration, end-to-end under Xvfb)"
cargo test --locked --all-targets
cargo test --locked --doc
echo "== soak: the stress scenario for a sim week, alone in its process"
cargo test --locked --test it soak -- --ignored
echo "== the web build, in headless Chromium"
web/build.sh
(cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
node tests/web/browser-test.mjs web/dist "${LOGJAM_WEB_SHOTS:-$CARGO_TARGET_DIR/web-shots}"
echo "== all tests passed in $(( $(date +%s) - start )) s"
