#!/usr/bin/env bash
# Runs kanqiu: installs what is missing, builds, and serves the webview; prints the URL to open.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

pnpm exec turbo run build --filter=@kanqiu/webview... --output-logs=errors-only
exec pnpm --filter @kanqiu/webview exec vite preview --host --port "${PORT:-8080}" --strictPort
