#!/usr/bin/env bash
# Sizes of fixed no_std images for a bare-metal Cortex-M7 (thumbv7em-none-eabihf,
# opt-level "s", LTO, panic = "abort", one codegen unit), per instruction set:
#
#   decode     Insn::decode of an opaque word, the form number out
#   format     decode + the reference text into a fixed buffer (Vivante: Mesa isaspec's
#              text::write_line; Valhall: Mesa's text::write_line; G80: envydis's text
#              for the default target)
#   builders   a few builder-made instructions written out: the words alone, no table
#   assemble   Insn::assemble of one line of text, the words out
#   compact    format, with isadef's `compact-text` feature (smaller print tables)
#
# The images are the crate in scripts/size (src/bin/<isa>_<image>.rs). Sizes are the
# ELF's allocated sections: code (executable), read-only data, writable data, in bytes
# and in KB (1,000 bytes).
#
#   scripts/size.sh                  # the table of figures and goals
#   scripts/size.sh --check          # also exits 1 when a figure is over its goal
#   scripts/size.sh --check builders decode:vivante decode:valhall
#                                    # checks only these images (kind, or kind:isa)
#
# Goals: decode + format within Mesa's own generated Valhall disassembler on the same
# target and flags (43 KB; Valhall's with `compact-text`, its default image is reported),
# Vivante 40 KB and G80 64 KB either way; decode alone 16 KB; builders: no table bytes
# (no read-only data of isadef's, at most 64 bytes of read-only data).
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=thumbv7em-none-eabihf
if ! rustup target list --installed | grep -qx "$TARGET"; then
    rustup target add "$TARGET"
fi
CHECK=0
ONLY=()
for arg in "$@"; do
    case "$arg" in
        --check) CHECK=1 ;;
        -h|--help) sed -n '2,26p' "$0"; exit 0 ;;
        -*) echo "size.sh: unknown option $arg" >&2; exit 2 ;;
        *) ONLY+=("$arg") ;;
    esac
done
(cd scripts/size && cargo build --release --target "$TARGET" --target-dir ../../target/size)
(cd scripts/size && cargo build --release --target "$TARGET" --target-dir ../../target/size-compact \
    --features compact-text --bin vivante_format --bin valhall_format --bin g80_format)
DIR=target/size/$TARGET/release
NM=$(command -v llvm-nm || command -v nm || true)
python3 - "$DIR" "$CHECK" "$NM" "${ONLY[@]+"${ONLY[@]}"}" <<'PY'
import struct, subprocess, sys
dir, check, nm, only = sys.argv[1], sys.argv[2] == "1", sys.argv[3], sys.argv[4:]
ISAS = ["vivante", "valhall", "g80"]
KINDS = ["decode", "format", "builders", "assemble", "compact"]
# Goals in bytes (total of code and data); None: measured and reported only.
GOALS = {
    ("decode", "vivante"): 16_000, ("decode", "valhall"): 16_000, ("decode", "g80"): 16_000,
    ("format", "vivante"): 40_000, ("format", "g80"): 64_000,
    ("compact", "vivante"): 40_000, ("compact", "valhall"): 43_000, ("compact", "g80"): 64_000,
}

def sizes(path):
    """Code, read-only data and writable data of an ELF32 little-endian file."""
    d = open(path, "rb").read()
    if d[:4] != b"\x7fELF" or d[4] != 1 or d[5] != 1:
        sys.exit(f"size.sh: {path} is not a 32-bit little-endian ELF file")
    shoff, = struct.unpack_from("<I", d, 0x20)
    shentsize, shnum = struct.unpack_from("<HH", d, 0x2e)
    code = ro = rw = 0
    for i in range(shnum):
        _, _, flags, _, _, size = struct.unpack_from("<IIIIII", d, shoff + i * shentsize)
        if not flags & 2:          # SHF_ALLOC
            continue
        if flags & 4:              # SHF_EXECINSTR
            code += size
        elif flags & 1:            # SHF_WRITE
            rw += size
        else:
            ro += size
    return code, ro, rw

def table_symbols(path):
    """Read-only data symbols of isadef's in an image."""
    if not nm:
        sys.exit("size.sh: nm or llvm-nm is needed to look for table bytes")
    out = subprocess.run([nm, "-C", path], capture_output=True, text=True, check=True).stdout
    return [l.split(None, 2)[2] for l in out.splitlines()
            if len(l.split(None, 2)) == 3 and l.split()[1] in "rR" and "isadef::" in l]

def wanted(kind, isa):
    return not only or kind in only or f"{kind}:{isa}" in only

kb = lambda b: f"{b / 1000:.1f}"
print(f"{'image':<18} {'code':>8} {'ro data':>8} {'rw data':>8} {'total KB':>9} {'goal KB':>8}  status")
failed = []
for isa in ISAS:
    for kind in KINDS:
        path = f"{dir}/{isa}_{kind}"
        if kind == "compact":
            path = f"{dir.replace('target/size/', 'target/size-compact/')}/{isa}_format"
        code, ro, rw = sizes(path)
        total = code + ro + rw
        goal = GOALS.get((kind, isa))
        status, over = "", False
        if kind == "builders":
            tables = table_symbols(path)
            over = bool(tables) or ro > 64
            status = "table bytes: " + ", ".join(tables) if tables else ("ok" if not over else f"{ro} bytes of read-only data")
            goal_text = "no table"
        elif goal is not None:
            over = total > goal
            status = f"over by {kb(total - goal)} KB" if over else "ok"
            goal_text = kb(goal)
        else:
            goal_text = "-"
        if over and wanted(kind, isa):
            failed.append(f"{isa}_{kind}")
        print(f"{isa + '_' + kind:<18} {code:>8} {ro:>8} {rw:>8} {kb(total):>9} {goal_text:>8}  {status}")
if check and failed:
    sys.exit("size.sh: over the goal: " + ", ".join(failed))
PY
