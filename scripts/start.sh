#!/usr/bin/env bash
# Runs kanqiu: installs what is missing, builds the webview, the server and the ui Storybook, and serves
# them on one port (PORT, default 8080) with real matches replaying. The server prints the URLs to open
# (the app, a live match, Storybook at /storybook/). Ctrl-C stops it.
#
# Environment: PORT, HOST, REPLAY_SPEED, REPLAY_SEED, REPLAY_START, REPLAY_DEBUG, CORS_ORIGIN,
# KANQIU_STORE_DIR (the user store, default apps/server/.data, created on start) — see
# apps/server/README.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

kq_say "Building the webview, the server and Storybook (served at /storybook/)"
pnpm exec turbo run build build-storybook --filter=@kanqiu/webview... --filter=@kanqiu/server... \
  --output-logs=errors-only

export PORT="${PORT:-8080}"
kq_say "Starting the server on port ${PORT} (Ctrl-C to stop)"
exec node apps/server/dist/main.js
