#!/bin/sh
# Runs Neovim headless with its built-in LSP client attached to incls on a
# copy of the example module (nvim_incls.lua says what it checks).
# Usage: nvim_incls.sh INCLS SOURCE_DIR. Exit 77 (skipped) without nvim.
set -eu
incls=$1
source_dir=$2
if ! command -v nvim >/dev/null 2>&1; then
  echo "SKIP: nvim is not installed (Debian package 'neovim'; scripts/setup-deps installs it)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$source_dir/examples/goblin-warrens" "$work/goblin-warrens"
INCLS=$incls MODULE_DIR=$work/goblin-warrens HOME=$work XDG_STATE_HOME=$work/state \
  timeout 120 nvim --headless --clean -u "$source_dir/tests/lsp/nvim_incls.lua"
