#!/usr/bin/env bash
# End-to-end `disasm` throughput: a raw binary of at least 1,000,000 instructions per
# instruction set, standard output to /dev/null, best and median of RUNS (default 3) runs.
#
#   scripts/throughput.sh              # builds `cargo build --release --example disasm` first
#   FEATURES=compact-text scripts/throughput.sh    # builds it with these features
#   DISASM=/path/to/disasm scripts/throughput.sh   # times another build (e.g. an older commit)
#
# Inputs (written to $WORK, default /tmp/isadef-throughput):
#   g80      benches/data/g80_decuda_sm10_unique.bin (1,702 instructions) repeated, --mode cp
#   valhall  the non-zero words of tests/data/valhall/mesa-assembler-cases-*.txt repeated
#            (a zero word would end Mesa's listing)
#   vivante  the words of tests/data/vivante/*.txt that some form matches, repeated
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000000}
RUNS=${RUNS:-3}
WORK=${WORK:-/tmp/isadef-throughput}
mkdir -p "$WORK"

if [ -z "${DISASM:-}" ]; then
    cargo build --release --example disasm ${FEATURES:+--features "$FEATURES"} >&2
    DISASM=target/release/examples/disasm
fi

python3 - "$WORK" "$N" <<'PY'
import glob, struct, sys
work, n = sys.argv[1], int(sys.argv[2])

def repeat(units, size, name):
    # Whole copies of the corpus until at least n instructions.
    copies = -(-n // len(units))
    data = b"".join(units) * copies
    open(f"{work}/{name}.bin", "wb").write(data)
    open(f"{work}/{name}.count", "w").write(str(len(units) * copies))

# G80: the decuda corpus as it is (mixed 4- and 8-byte instructions).
g80 = open("benches/data/g80_decuda_sm10_unique.bin", "rb").read()
insns, off = [], 0
while off < len(g80):
    ln = 8 if g80[off] & 1 else 4
    insns.append(g80[off:off + ln]); off += ln
repeat(insns, None, "g80")

val = []
for path in sorted(glob.glob("tests/data/valhall/mesa-assembler-cases-*.txt")):
    for line in open(path):
        toks = line.split()
        if len(toks) < 9 or line.startswith("#"):
            continue
        b = bytes(int(t, 16) for t in toks[:8])
        if any(b):
            val.append(b)
repeat(val, 8, "valhall")

viv = []
for path in sorted(glob.glob("tests/data/vivante/*.txt")):
    for line in open(path):
        if not line.startswith("0x"):
            continue
        toks = line.split(" ", 4)
        if len(toks) < 5 or toks[4].startswith("no match"):
            continue
        viv.append(b"".join(struct.pack("<I", int(t, 16)) for t in toks[:4]))
repeat(viv, 16, "vivante")
PY

run() { # arch, extra args...
    local arch=$1; shift
    local count; count=$(cat "$WORK/$arch.count")
    local times=()
    for _ in $(seq "$RUNS"); do
        # Wall and CPU (user + system) seconds of one run.
        local t
        t=$( { TIMEFORMAT='%R %U %S'; time "$DISASM" --arch "$arch" "$@" "$WORK/$arch.bin" \
            >/dev/null 2>/dev/null; } 2>&1 )
        times+=("$t")
    done
    python3 - "$arch" "$count" "${times[@]}" <<'PY'
import statistics, sys
arch, count = sys.argv[1], int(sys.argv[2])
runs = [tuple(float(x) for x in t.split()) for t in sys.argv[3:]]
wall = sorted(r[0] for r in runs)
cpu = sorted(r[1] + r[2] for r in runs)
m = lambda s: count / max(s, 1e-9) / 1e6
print(f"{arch:8} {count:>9} instructions  wall best {wall[0]:.3f} s = {m(wall[0]):5.2f} M/s,"
      f" median {statistics.median(wall):.3f} s = {m(statistics.median(wall)):5.2f} M/s;"
      f" cpu median {statistics.median(cpu):.3f} s = {m(statistics.median(cpu)):5.2f} M/s")
PY
}

run g80 --mode cp
run valhall
run vivante
