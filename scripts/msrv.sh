#!/usr/bin/env bash
# Checks every target with the MSRV toolchain (Rust 1.83, `rust-version` in Cargo.toml),
# installing it first if needed (network once):
#
#   bash scripts/msrv.sh
set -euo pipefail
cd "$(dirname "$0")/.."
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
if ! rustup toolchain list | grep -q "^$msrv"; then
    rustup toolchain install "$msrv" --profile minimal
fi
CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target/msrv} cargo "+$msrv" check --all-targets --all-features
echo "MSRV $msrv: every target checks"
