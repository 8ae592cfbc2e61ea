#!/usr/bin/env bash
# How `define_isa!` scales with the size of a user's table.
#
#   bash scripts/scale.sh [--layout single|parts|both] [--seed S] [--per-form K]
#                         [--one-bucket] [N ...]
#
# For each size N (default 1024 4096) and layout (default both), scripts/scale_table.py
# writes a user crate in target/scale/ (override with SCALE_DIR) that depends on isadef by
# path without default features and holds one `define_isa!` table of N forms: `single`
# writes its classes in `classes { … }`, `parts` in parts of 256 forms (`isa_classes!`,
# `classes in [ … ]`). The table depends only on N and the seed. Each crate is built with
# the default recursion limit and nothing allowed. With --one-bucket the table decodes on
# a 1-bit field no form fixes, so each of the index's two buckets holds all N forms (the
# compile-time check that no two forms match one word compares the forms of a bucket):
#
#   check      cargo check (the crate's lib and its round-trip binary)
#   release    cargo build --release
#   round trip the release binary: every form, K words each (default 4) with random
#              operand and modifier values: decode, print, assemble and encode back
#
# All crates share one CARGO_TARGET_DIR, where a small crate first builds isadef and its
# dependencies in both profiles; each timed build then compiles the generated crate alone
# (its `src/lib.rs` touched, CARGO_INCREMENTAL=0: a clean compile of the crate, as for a
# dependency). Peak memory is the largest process's resident set (`/usr/bin/time -f %M`,
# in practice rustc), "n/a" without GNU time. Per form: check and release milliseconds
# and release KiB divided by N. The exit status is nonzero when a build or a round trip
# fails; the compiler's or the round trip's messages are shown.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
layouts=(single parts)
seed=1
per_form=4
bucket=()
sizes=()
while (($#)); do
    case $1 in
    --layout)
        case ${2:-} in
        both) layouts=(single parts) ;;
        single | parts) layouts=("$2") ;;
        *) echo "--layout takes single, parts or both" >&2 && exit 2 ;;
        esac
        shift 2
        ;;
    --seed) seed=$2 && shift 2 ;;
    --per-form) per_form=$2 && shift 2 ;;
    --one-bucket) bucket=(--one-bucket) && shift ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' && exit 0 ;;
    *[!0-9]* | '') echo "not a size: $1" >&2 && exit 2 ;;
    *) sizes+=("$1") && shift ;;
    esac
done
((${#sizes[@]})) || sizes=(1024 4096)

work=${SCALE_DIR:-$root/target/scale}
mkdir -p "$work"
export CARGO_TARGET_DIR=$work/target CARGO_INCREMENTAL=0 CARGO_TERM_COLOR=never
gen() { python3 "$root/scripts/scale_table.py" --isadef "$root" --seed "$seed" "$@"; }

if [[ -x /usr/bin/time ]] && /usr/bin/time -f %M true >/dev/null 2>&1; then
    have_time=1
else
    have_time=0
fi

# Runs cargo in crate $1 with the rest as arguments; sets `secs` and `peak` (KiB, or
# n/a); the output goes to $log. Returns cargo's status.
log=$work/last.log
timed() {
    local dir=$1 t0 t1 status=0
    shift
    t0=$(date +%s.%N)
    if ((have_time)); then
        (cd "$dir" && /usr/bin/time -f %M -o "$work/peak" cargo "$@") >"$log" 2>&1 || status=$?
        peak=$(tail -n 1 "$work/peak")
    else
        (cd "$dir" && cargo "$@") >"$log" 2>&1 || status=$?
        peak=n/a
    fi
    t1=$(date +%s.%N)
    secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
    return "$status"
}

# Shows a failed build's messages (from the first error on) and exits 1.
fail() {
    echo "error: $1" >&2
    if grep -q '^error' "$log"; then
        sed -n '/^error/,$p' "$log" | head -n 120 >&2
    else
        tail -n 60 "$log" >&2
    fi
    exit 1
}

# isadef and its dependencies, in both profiles, through a small table.
warm=$work/warm
gen --forms 16 --layout single --out "$warm" --name scale_warm >/dev/null
cp "$root/Cargo.lock" "$warm/Cargo.lock"
echo "building isadef and its dependencies (not timed)…" >&2
timed "$warm" check || fail "cargo check of the warm-up crate failed"
timed "$warm" build --release || fail "cargo build --release of the warm-up crate failed"

per() { awk -v a="$1" -v n="$2" 'BEGIN { if (a == "n/a") print "n/a"; else printf "%.2f", a * 1000 / n }'; }
kib() { awk -v a="$1" -v n="$2" 'BEGIN { if (a == "n/a") print "n/a"; else printf "%.1f", a / n }'; }

echo "# $(rustc --version), isadef $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?'), seed $seed, $(nproc) cores"
printf '%6s %-7s %8s %9s %10s %11s %9s %9s %8s %5s  %s\n' forms layout "check s" "release s" \
    "check KiB" "release KiB" "check ms" "rel. ms" "KiB" warn "round trip"
printf '%6s %-7s %8s %9s %10s %11s %9s %9s %8s %5s\n' "" "" "" "" "(peak)" "(peak)" "/form" \
    "/form" "/form" ""
for n in "${sizes[@]}"; do
    for layout in "${layouts[@]}"; do
        dir=$work/scale_${n}_$layout${bucket:+_bucket}
        gen --forms "$n" --layout "$layout" "${bucket[@]}" --out "$dir" >&2
        cp "$root/Cargo.lock" "$dir/Cargo.lock"
        touch "$dir/src/lib.rs" "$dir/src/main.rs"
        timed "$dir" check || fail "cargo check, $n forms, $layout layout"
        check_s=$secs check_kib=$peak
        warnings=$(grep '^warning' "$log" | grep -cv 'generated [0-9]* warning' || true)
        if ((warnings)); then
            echo "warnings, $n forms, $layout layout:" >&2
            sed -n '/^warning/,$p' "$log" | head -n 40 >&2
        fi
        timed "$dir" build --release || fail "cargo build --release, $n forms, $layout layout"
        rel_s=$secs rel_kib=$peak
        if out=$("$CARGO_TARGET_DIR/release/scale_${n}_$layout" "$per_form" 2>&1); then
            trip="ok (${out#round trip: })"
        else
            echo "$out" >&2
            printf '%6s %-7s %8s %9s %10s %11s %9s %9s %8s %5s  %s\n' "$n" "$layout" "$check_s" \
                "$rel_s" "$check_kib" "$rel_kib" "$(per "$check_s" "$n")" \
                "$(per "$rel_s" "$n")" "$(kib "$rel_kib" "$n")" "$warnings" FAILED
            echo "error: round trip, $n forms, $layout layout" >&2
            exit 1
        fi
        printf '%6s %-7s %8s %9s %10s %11s %9s %9s %8s %5s  %s\n' "$n" "$layout" "$check_s" \
            "$rel_s" "$check_kib" "$rel_kib" "$(per "$check_s" "$n")" \
            "$(per "$rel_s" "$n")" "$(kib "$rel_kib" "$n")" "$warnings" "$trip"
    done
done
