#!/usr/bin/env bash
# Build time of isadef next to iced-x86 (the anchor the build-time goals are stated against),
# measured in the same run on the same machine, so that load affects both alike.
#
#   bash scripts/build-time.sh [ROUNDS]      (default 3 rounds; needs network once)
#
# A scratch project in $TMPDIR depends on iced-x86 (default features). Per round, each
# crate is rebuilt alone with its dependencies already built (`cargo clean -p` first):
#   iced-x86          cargo build --release (iced-x86, default features)
#   isadef            cargo build --release --lib (default features: all three ISAs)
#   isadef <isa>      cargo build --release --lib --no-default-features --features std,<isa>
#   isadef check      cargo check --lib (default features), incremental as when working
#                     on isadef, and non-incremental (CARGO_INCREMENTAL=0) as when it
#                     is a dependency (cargo never builds dependencies incrementally)
# and the medians are printed with their ratio to iced-x86 and the goal.
set -euo pipefail
rounds=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${TMPDIR:-/tmp}/isadef-build-time
mkdir -p "$work/anchor/src"
cat >"$work/anchor/Cargo.toml" <<'EOF'
[package]
name = "anchor"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
iced-x86 = "1"

[workspace]
EOF
echo 'fn main() {}' >"$work/anchor/src/main.rs"

export CARGO_TERM_COLOR=never
anchor() { (cd "$work/anchor" && CARGO_TARGET_DIR="$work/target-anchor" cargo "$@"); }
isadef() { (cd "$root" && CARGO_TARGET_DIR="$work/target-isadef" cargo "$@"); }
isadef_dep() { (cd "$root" && CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$work/target-isadef" cargo "$@"); }

# Seconds (wall clock) of one command.
seconds() {
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc
}

echo "warming up (dependencies)…" >&2
anchor build --release -q
isadef build --release --lib -q
for isa in vivante valhall g80; do
    isadef build --release --lib -q --no-default-features --features "std,$isa"
done
isadef check --lib -q

declare -A times
run() { # name, then the command after `cargo clean -p <crate>`
    local name=$1 crate=$2
    shift 2
    "${@:1:1}" clean -q -p "$crate" --release 2>/dev/null || true
    "${@:1:1}" clean -q -p "$crate" 2>/dev/null || true
    times[$name]="${times[$name]:-} $(seconds "$@")"
}
for r in $(seq "$rounds"); do
    echo "round $r/$rounds" >&2
    run iced iced-x86 anchor build --release
    run all isadef isadef build --release --lib
    run iced iced-x86 anchor build --release
    for isa in vivante valhall g80; do
        run "$isa" isadef isadef build --release --lib --no-default-features --features "std,$isa"
    done
    run check isadef isadef check --lib
    run checkdep isadef isadef_dep check --lib
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
iced=$(echo "${times[iced]}" | median)
printf '%-34s %8s %8s %8s\n' "build (median of runs)" "seconds" "× iced" "goal"
printf '%-34s %8.1f %8s %8s\n' "iced-x86 (default features)" "$iced" "1.00" ""
line() { # label, key, goal
    local m
    m=$(echo "${times[$2]}" | median)
    printf '%-34s %8.1f %8.2f %8s\n' "$1" "$m" "$(echo "$m / $iced" | bc -l)" "$3"
}
line "isadef, all three ISAs" all "≤ 0.70"
line "isadef, vivante only" vivante "≤ 0.30"
line "isadef, valhall only" valhall "≤ 0.30"
line "isadef, g80 only" g80 "≤ 0.30"
line "isadef cargo check (s, ≤ 6 s)" check ""
line "  the same, as a dependency" checkdep ""
echo "runs: iced ${times[iced]} | all ${times[all]} | check ${times[check]} | as a dependency ${times[checkdep]}" >&2
