#!/usr/bin/env bash
# Where a non-incremental `cargo check` of isadef spends its time, per compiler query (self
# time), from nightly rustc's `-Z self-profile`; the queries named are split per item
# (default: const evaluation and the statics' initializers).
#
#   bash scripts/self-profile.sh [FEATURES] [QUERY...]     e.g.  bash scripts/self-profile.sh g80
#
# FEATURES is a comma-separated feature list (default: vivante,valhall,g80). Needs the
# nightly toolchain and, once, network for the summarizer's dependency (analyzeme).
# The profile's figures include its own overhead (about a third); compare them with each
# other, and wall time with paired runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
features=${1:-vivante,valhall,g80}
shift || true
queries=("$@")
[ ${#queries[@]} -eq 0 ] && queries=(eval_to_allocation_raw eval_static_initializer)
work=${WORK:-/tmp/isadef-self-profile}
mkdir -p "$work"
(cd "$root/scripts/self-profile" && CARGO_TARGET_DIR="$work/tool" cargo build -q --release)
rm -rf "$work/profile" && mkdir -p "$work/profile"
touch "$root/src/lib.rs"
(cd "$root" && CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$work/target" cargo +nightly rustc -q --lib \
    --profile=check --no-default-features --features "std,$features" -- \
    -Z self-profile="$work/profile" -Z self-profile-events=default,args)
"$work/tool/release/isadef-self-profile" "$work"/profile/*.mm_profdata "${queries[@]}"
