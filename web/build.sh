#!/usr/bin/env bash
# Builds Logjam for the browser into one static folder, web/dist.
#
#   web/build.sh            # then serve web/dist, e.g.
#   python3 -m http.server --bind 127.0.0.1 --directory web/dist 8080
#
# What it does, installing what is missing on the way (into
# ~/.cache/logjam/tools, never system-wide, except the rustup target):
#   1. the wasm32-unknown-unknown target (rustup);
#   2. the game, built with the size-tuned `web-release` profile;
#   3. wasm-bindgen-cli at exactly the version Cargo.lock pins (the JS glue
#      and the module must agree), from crates.io;
#   4. wasm-opt from binaryen 116 (`cargo install wasm-opt --version
#      =0.116.1`, pinned so that a later release cannot change the module;
#      Debian's binaryen is too old and produces a module the browser refuses);
#   5. the page, the catalog (assets/) and the shipped scenarios copied in.
# It prints the module's size at each step, raw and gzipped.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/logjam/target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
tools="${LOGJAM_TOOLS:-$HOME/.cache/logjam/tools}"
out="${1:-web/dist}"
export PATH="$tools/bin:$PATH"

size() { # raw and gzipped size of a file, in bytes and MB
    local raw gz
    raw=$(stat -c %s "$1")
    gz=$(gzip -9 -c "$1" | wc -c)
    awk -v n="$2" -v r="$raw" -v g="$gz" \
        'BEGIN { printf "%-22s %10d bytes (%6.2f MB)  gzipped %9d bytes (%5.2f MB)\n", n, r, r / 1048576, g, g / 1048576 }'
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    echo "== adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen's version, as Cargo.lock pins it.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$bindgen_version" ]; then
    echo "web/build.sh: no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $bindgen_version"; then
    echo "== installing wasm-bindgen-cli $bindgen_version into $tools"
    # Not --locked: its lock file names a version since yanked.
    cargo install wasm-bindgen-cli --version "=$bindgen_version" --root "$tools" --force
fi
# The wasm-opt crate 0.116.1 builds binaryen 116 (from C++ source: it needs g++).
wasm_opt_crate=0.116.1
if ! "$tools/bin/wasm-opt" --version 2>/dev/null | grep -q "version 116"; then
    echo "== installing wasm-opt $wasm_opt_crate (binaryen 116) into $tools"
    cargo install wasm-opt --version "=$wasm_opt_crate" --root "$tools" --force
fi

echo "== building the game for wasm32-unknown-unknown (profile web-release)"
cargo build --locked --profile web-release --target wasm32-unknown-unknown --bin logjam
wasm="$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-release/logjam.wasm"

rm -rf "$out"
mkdir -p "$out/pkg"
echo "== wasm-bindgen $bindgen_version"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" --out-name logjam "$wasm"
bound="$out/pkg/logjam_bg.wasm"
size "$wasm" "cargo build" | tee "$out/sizes.txt"
size "$bound" "after wasm-bindgen" | tee -a "$out/sizes.txt"

echo "== $(wasm-opt --version)"
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    -o "$bound.opt" "$bound"
mv "$bound.opt" "$bound"
size "$bound" "after wasm-opt -Oz" | tee -a "$out/sizes.txt"

echo "== the page, the catalog and the shipped scenarios"
cp web/index.html "$out/"
cp -r assets "$out/assets"
mkdir -p "$out/scenarios"
cp scenarios/*.ron "$out/scenarios/"
echo "== done: serve $out, e.g. python3 -m http.server --bind 127.0.0.1 --directory $out 8080"
