#!/usr/bin/env bash
# Instructions the compiler executes for a non-incremental `cargo check` of isadef, per
# feature set, counted by valgrind's callgrind: a build-time figure that does not move
# with the load of a shared machine (wall times of the same build vary by ±10-20 % there).
# Compare two commits by running it in each checkout.
#
#   bash scripts/check-instructions.sh [FEATURES...]    (default: vivante valhall g80)
#
# Needs valgrind. Each feature set takes about 50 times its normal check time (Vivante
# ≈ 2 min, G80 ≈ 5 min on the 2-core machine). Prints millions of instructions, and
# keeps the profiles in $WORK (default /tmp/isadef-check-instructions) for
# `callgrind_annotate`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-/tmp/isadef-check-instructions}
mkdir -p "$work"
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }

# rustc under callgrind for isadef only; its dependencies run as usual.
cat >"$work/wrap.sh" <<'WRAP'
#!/usr/bin/env bash
rustc=$1; shift
case " $* " in
  *" --crate-name isadef "*)
    exec valgrind --tool=callgrind --callgrind-out-file="$ISADEF_CG_OUT" "$rustc" "$@" 2>>"$ISADEF_CG_OUT.log" ;;
  *) exec "$rustc" "$@" ;;
esac
WRAP
chmod +x "$work/wrap.sh"

features=("$@")
[ ${#features[@]} -eq 0 ] && features=(vivante valhall g80)
for f in "${features[@]}"; do
    out="$work/check-$f.out"
    rm -f "$out" "$out.log"
    touch "$root/src/lib.rs"
    (cd "$root" && ISADEF_CG_OUT="$out" CARGO_INCREMENTAL=0 RUSTC_WRAPPER="$work/wrap.sh" \
        CARGO_TARGET_DIR="$work/target" \
        cargo check -q --lib --no-default-features --features "$f" >/dev/null)
    ir=$(grep -o "Collected : [0-9]*" "$out.log" | grep -o "[0-9]*$")
    printf '%-24s %10.1f M instructions\n' "$f" "$(echo "$ir / 1000000" | bc -l)"
done
