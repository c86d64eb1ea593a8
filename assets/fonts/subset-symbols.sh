#!/usr/bin/env bash
# Makes the two small symbol fonts the Inspector falls back on for the few
# symbols Atkinson Hyperlegible Next and JetBrains Mono NL lack, cut from the
# typefaces egui ships (crate epaint_default_fonts 0.36.2), so the web module
# does not carry 1.4 MB of fonts for seven glyphs:
#   LogjamSymbols-Noto.ttf   Noto Emoji (SIL OFL 1.1, NotoEmoji-OFL.txt): ✔ 🔒
#   LogjamSymbols-Icons.ttf  emoji-icon-font (MIT, emoji-icon-font-MIT.txt): ⏸ ★ ☆ ☰ ⚙
# Needs fonttools (`pip install fonttools`) and the crate in ~/.cargo
# (`cargo fetch`). tests/it/fonts.rs checks that every symbol a string in
# src/, assets/ or scenarios/ uses is in one of the shipped fonts; add a code
# point here when it says one is missing.
set -euo pipefail
cd "$(dirname "$0")"
src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/epaint_default_fonts-0.36.2/fonts | head -1)
pyftsubset "$src/NotoEmoji-Regular.ttf" --unicodes=U+2714,U+1F512 \
    --output-file=LogjamSymbols-Noto.ttf
pyftsubset "$src/emoji-icon-font.ttf" --unicodes=U+23F8,U+2605,U+2606,U+2630,U+2699 \
    --output-file=LogjamSymbols-Icons.ttf
cp "$src/OFL.txt" NotoEmoji-OFL.txt
cp "$src/emoji-icon-font-mit-license.txt" emoji-icon-font-MIT.txt
