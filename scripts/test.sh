#!/usr/bin/env bash
# Runs every test of kanqiu: builds, types, lint, package checks, unit and browser tests.
# Works on a fresh machine: scripts/bootstrap.sh installs what is missing first.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh --browser --engines

# Each stage says when it starts, in seconds since the command began: where the time goes.
stage() { echo "[kanqiu] $1 (at ${SECONDS} s)"; }

stage "build, typecheck and package checks"
pnpm exec turbo run build typecheck check:package --output-logs=errors-only
node apps/webview/scripts/measure-bundle.mjs --check
stage "lint and format"
pnpm exec biome ci .
pnpm exec tsc -p scripts/tsconfig.json
node scripts/check-arrows.ts
# No import circles in any package or app (type-only imports count; docs/architecture.md).
pnpm exec depcruise --config .dependency-cruiser.cjs packages/*/src apps/*/src
node scripts/check-changesets.ts
stage "consumer test: the packed packages installed into a fresh Vite app"
node scripts/consumer/run.ts
stage "Storybook build"
pnpm exec turbo run build-storybook --filter=@kanqiu/ui --output-logs=errors-only
stage "unit, integration and story tests"
# Most files wait on sockets, servers and timers more than they compute: three workers keep two cores
# busy where two left a third of the run idle (docs/testing.md). The files that start the built server
# as a child process and bound its start, kill or shutdown run after the rest, on the default workers;
# the several-process test last, on its own: it starts two servers on real Redis and PostgreSQL and
# times their restarts, which anything else would crowd on two cores.
CHILD_SERVER_TESTS=(
  apps/server/src/__tests__/durability.test.ts
  apps/server/src/__tests__/replay-durability.test.ts
  apps/server/src/__tests__/shutdown.test.ts
)
CLUSTER_TEST=apps/server/src/scale/__tests__/cluster.test.ts
excluded=()
# An exclude is a pattern within each test project's folder (apps/server/), hence the `**/`.
for file in "${CHILD_SERVER_TESTS[@]}" "$CLUSTER_TEST"; do excluded+=(--exclude "**/${file#apps/server/}"); done
pnpm exec vitest run --maxWorkers=3 "${excluded[@]}"
pnpm exec vitest run "${CHILD_SERVER_TESTS[@]}"
pnpm exec vitest run "$CLUSTER_TEST"
stage "visual snapshots of every story (update: pnpm --filter @kanqiu/ui visual:update)"
pnpm --filter @kanqiu/ui run visual
if [ -f apps/webview/playwright.config.ts ]; then
  stage "browser tests"
  pnpm --filter @kanqiu/webview run e2e
fi
