#!/usr/bin/env bash
# Remakes every solution save from its script: each NAME.actions.ron (not
# the .reactive and .fewer plays, which the suite plays itself) is
# played headless on scenarios/NAME.scenario.ron to the scenario's end, and
# the game is written to NAME.save.ron (what the game's own save would hold);
# what each one earns goes to achievements.ron.
# Run it from the repository root after a change of rules or scenarios; the
# suite (tests/it/solutions.rs) says when a save is out of date.
set -euo pipefail
cd "$(dirname "$0")/../.."
logjam=${LOGJAM:-${CARGO_TARGET_DIR:-target}/release/logjam}
# What each save earns (the `achievements` of `logjam run`), written to
# achievements.ron for the suite to check.
earned=()
for script in tests/solutions/*.actions.ron; do
    name=$(basename "$script" .actions.ron)
    case $name in *.reactive | *.fewer) continue ;; esac
    report=$("$logjam" run "scenarios/$name.scenario.ron" --actions "$script" --until 100000 \
        --save "tests/solutions/$name.save.ron")
    ids=$(printf '%s' "$report" | python3 -c \
        'import json, sys; print(", ".join(json.dumps(i) for i in json.load(sys.stdin)["achievements"]))')
    earned+=("    \"$name\": [$ids],")
    rm -f "tests/solutions/$name.save.ron.bak"
    echo "tests/solutions/$name.save.ron"
done
{
    cat <<'HEAD'
// The achievements each solution save earns when it is replayed headless
// (`logjam run --load NAME.save.ron` prints them as `achievements`):
// tests/it/solutions.rs checks every save against this list, so a change
// to assets/achievements.ron or to a level that changes what its solution
// earns changes this file in the same commit (make.sh writes it). The
// console exercises earn nothing: an answer typed from the help is not a
// lesson shown in play.
{
HEAD
    printf '%s\n' "${earned[@]}"
    echo "}"
} >tests/solutions/achievements.ron
echo "tests/solutions/achievements.ron"
