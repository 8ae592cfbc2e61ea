#!/usr/bin/env bash
# Lines of each built-in instruction set's folder (src/arch/<isa>/) inside and outside its
# table: the table is `table.rs` and the files in `table/` (the `define_isa!` call and its
# parts); everything else in the folder is code written beside it (operand types, hooks,
# text and layout rules). With --files, every file outside the table too.
#
#   bash scripts/hand-written.sh [--files]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-}
printf '%-10s %7s %9s %7s %9s\n' isa table outside total outside%
for isa in vivante valhall g80; do
    dir=src/arch/$isa
    parts=()
    if [ -d "$dir/table" ]; then
        mapfile -t parts < <(find "$dir/table" -name '*.rs')
    fi
    table=$(cat "$dir/table.rs" "${parts[@]}" | wc -l)
    total=$(find "$dir" -name '*.rs' -exec cat {} + | wc -l)
    outside=$((total - table))
    printf '%-10s %7d %9d %7d %8d%%\n' "$isa" "$table" "$outside" "$total" $((100 * outside / total))
    if [ "$files" = --files ]; then
        find "$dir" -name '*.rs' ! -path "$dir/table.rs" ! -path "$dir/table/*" -exec wc -l {} + |
            grep -v ' total$' | sort -rn | sed 's/^/    /'
    fi
done
