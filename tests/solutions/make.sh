#!/usr/bin/env bash
# Remakes every solution save from its script: each NAME.actions.ron (not
# the .reactive and .fewer plays, which the suite plays itself) is
# played headless on scenarios/NAME.scenario.ron to the scenario's end, and
# the game is written to NAME.save.ron (what the game's own save would hold).
# Run it from the repository root after a change of rules or scenarios; the
# suite (tests/it/solutions.rs) says when a save is out of date.
set -euo pipefail
cd "$(dirname "$0")/../.."
logjam=${LOGJAM:-${CARGO_TARGET_DIR:-target}/release/logjam}
for script in tests/solutions/*.actions.ron; do
    name=$(basename "$script" .actions.ron)
    case $name in *.reactive | *.fewer) continue ;; esac
    "$logjam" run "scenarios/$name.scenario.ron" --actions "$script" --until 100000 \
        --save "tests/solutions/$name.save.ron" --hash >/dev/null
    rm -f "tests/solutions/$name.save.ron.bak"
    echo "tests/solutions/$name.save.ron"
done
