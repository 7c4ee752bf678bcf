#!/usr/bin/env bash
# Makes a machine ready for kanqiu: Node >= 22.13 with `node:sqlite` (Node 24 into a user cache when the
# system's is older),
# pnpm 12 (into the same cache when missing), the workspace's dependencies, with --browser Debian's
# Chromium and a CJK font for the browser tests, and with --engines Debian's redis-server and
# PostgreSQL for the server's scale-out tests. Idempotent: a ready machine passes in seconds.
#
# Source it (`source scripts/bootstrap.sh [--browser] [--engines]`) so the PATH it sets stays in effect.

kq_die() {
  printf '\n[kanqiu] %s\n' "$*" >&2
  exit 1
}
kq_say() { printf '[kanqiu] %s\n' "$*"; }

KQ_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KQ_CACHE="${KANQIU_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kanqiu}"
KQ_NODE_MIN_MAJOR=22
KQ_NODE_INSTALL_MAJOR=24
KQ_PNPM_MAJOR=12

export TURBO_TELEMETRY_DISABLED=1
export STORYBOOK_DISABLE_TELEMETRY=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0

kq_major() { "$1" --version 2>/dev/null | sed -E 's/^v?([0-9]+).*/\1/' | grep -E '^[0-9]+$' || echo 0; }

kq_ensure_node() {
  # The user store needs `node:sqlite` without flags (Node 22.13 and later).
  if command -v node >/dev/null 2>&1 && [ "$(kq_major node)" -ge "$KQ_NODE_MIN_MAJOR" ] &&
    node -e 'require("node:sqlite")' >/dev/null 2>&1; then return; fi
  local arch
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) kq_die "No Node ${KQ_NODE_INSTALL_MAJOR} build for $(uname -m); install Node >= ${KQ_NODE_MIN_MAJOR} yourself." ;;
  esac
  local dir="$KQ_CACHE/node${KQ_NODE_INSTALL_MAJOR}"
  local bin="$dir/node_modules/node-linux-${arch}/bin"
  if [ ! -x "$bin/node" ]; then
    command -v npm >/dev/null 2>&1 || kq_die "Node >= ${KQ_NODE_MIN_MAJOR} is missing and there is no npm to fetch it with."
    kq_say "Node $(node --version 2>/dev/null || echo 'not found') is too old; installing Node ${KQ_NODE_INSTALL_MAJOR} into $dir"
    npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "node-linux-${arch}@${KQ_NODE_INSTALL_MAJOR}" >/dev/null ||
      kq_die "Could not install Node ${KQ_NODE_INSTALL_MAJOR} from the npm registry."
  fi
  export PATH="$bin:$PATH"
}

kq_ensure_pnpm() {
  local dir="$KQ_CACHE/pnpm${KQ_PNPM_MAJOR}"
  if [ -x "$dir/node_modules/.bin/pnpm" ]; then export PATH="$dir/node_modules/.bin:$PATH"; fi
  if command -v pnpm >/dev/null 2>&1 && [ "$(kq_major pnpm)" -ge "$KQ_PNPM_MAJOR" ]; then return; fi
  kq_say "Installing pnpm ${KQ_PNPM_MAJOR} into $dir"
  npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "pnpm@${KQ_PNPM_MAJOR}" >/dev/null ||
    kq_die "Could not install pnpm ${KQ_PNPM_MAJOR} from the npm registry."
  export PATH="$dir/node_modules/.bin:$PATH"
}

kq_install_deps() {
  local args=(install)
  [ "${CI:-}" = "true" ] && args+=(--frozen-lockfile)
  (cd "$KQ_ROOT" && pnpm "${args[@]}") || kq_die "pnpm install failed."
}

kq_ensure_browser() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then
    :
  elif command -v chromium >/dev/null 2>&1; then
    CHROME_PATH="$(command -v chromium)"
  else
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
      kq_die "The browser tests need Chromium. Install Debian's package as root (apt-get install -y chromium fonts-wqy-microhei) or set CHROME_PATH to a Chromium binary, then run this again."
    fi
    kq_say "Installing Debian's chromium (about a minute)"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ||
      kq_die "apt-get could not install chromium."
    CHROME_PATH="$(command -v chromium)"
  fi
  export CHROME_PATH
  # Without a CJK font every Chinese character renders as a box in screenshots.
  if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      kq_say "Installing a Chinese font for the browser (fonts-wqy-microhei)"
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null ||
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null; } ||
        kq_die "apt-get could not install fonts-wqy-microhei."
    else
      kq_say "Warning: no Chinese font found; screenshots will show boxes. Install fonts-wqy-microhei or fonts-noto-cjk."
    fi
  fi
}

kq_has_postgres() {
  command -v initdb >/dev/null 2>&1 && command -v postgres >/dev/null 2>&1 && return 0
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null
}

kq_ensure_engines() {
  # The server's scale-out tests start their own redis-server and PostgreSQL on loopback (random
  # ports, temporary folders); only the programs are needed, no running service.
  local missing=()
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  kq_has_postgres || missing+=(postgresql)
  [ "${#missing[@]}" -eq 0 ] && return
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    kq_die "The server's scale-out tests need ${missing[*]}. Install Debian's packages as root (apt-get install -y redis-server postgresql), then run this again."
  fi
  kq_say "Installing Debian's ${missing[*]} (about a minute)"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; } ||
    kq_die "apt-get could not install ${missing[*]}."
}

kq_bootstrap() {
  local want_browser=0 want_engines=0
  for arg in "$@"; do
    [ "$arg" = "--browser" ] && want_browser=1
    [ "$arg" = "--engines" ] && want_engines=1
  done
  kq_ensure_node
  kq_ensure_pnpm
  kq_install_deps
  if [ "$want_browser" -eq 1 ]; then kq_ensure_browser; fi
  if [ "$want_engines" -eq 1 ]; then kq_ensure_engines; fi
  kq_say "Node $(node --version), pnpm $(pnpm --version)${CHROME_PATH:+, $("$CHROME_PATH" --version 2>/dev/null)}"
}

kq_bootstrap "$@"
