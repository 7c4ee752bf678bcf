#!/usr/bin/env bash
# Runs every test of kanqiu: builds, types, lint, package checks, unit and browser tests.
# Works on a fresh machine: scripts/bootstrap.sh installs what is missing first.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh --browser --engines

echo "[kanqiu] build, typecheck and package checks"
pnpm exec turbo run build typecheck check:package --output-logs=errors-only
node apps/webview/scripts/measure-bundle.mjs --check
echo "[kanqiu] lint and format"
pnpm exec biome ci .
pnpm exec tsc -p scripts/tsconfig.json
node scripts/check-arrows.ts
# No import circles in any package or app (type-only imports count; docs/architecture.md).
pnpm exec depcruise --config .dependency-cruiser.cjs packages/*/src apps/*/src
node scripts/check-changesets.ts
echo "[kanqiu] consumer test: the packed packages installed into a fresh Vite app"
node scripts/consumer/run.ts
echo "[kanqiu] Storybook build"
pnpm exec turbo run build-storybook --filter=@kanqiu/ui --output-logs=errors-only
echo "[kanqiu] unit, integration and story tests"
# The several-process test runs on its own after the rest: it starts two servers on real Redis and
# PostgreSQL and times their restarts, which the rest of the suite would crowd on two cores.
pnpm exec vitest run --exclude '**/scale/__tests__/cluster.test.ts'
pnpm exec vitest run apps/server/src/scale/__tests__/cluster.test.ts
echo "[kanqiu] visual snapshots of every story (update: pnpm --filter @kanqiu/ui visual:update)"
pnpm --filter @kanqiu/ui run visual
if [ -f apps/webview/playwright.config.ts ]; then
  echo "[kanqiu] browser tests"
  pnpm --filter @kanqiu/webview run e2e
fi
