#!/usr/bin/env bash
# Installe le proxy de JupyterHub (configurable-http-proxy, paquet npm) dans
# build/hub/node_modules, pour `make hub` et `make hub-check`. Idempotent : ne fait rien,
# et vite, s'il est déjà là. Sans node ni npm, les installe avec apt-get (en root, comme
# tools/ensure_chromium.sh installe Chromium).
set -euo pipefail

VERSION=4.6.3
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIR="$ROOT/build/hub"
BIN="$DIR/node_modules/.bin/configurable-http-proxy"

if [ -x "$BIN" ] && [ "$("$BIN" --version 2>/dev/null)" = "$VERSION" ]; then
    exit 0
fi

if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "ludo : node et npm sont absents ; pour les installer : sudo apt-get install nodejs npm" >&2
        exit 1
    fi
    echo "ludo : installation de node et npm avec apt-get…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null
fi

echo "ludo : installation de configurable-http-proxy $VERSION (npm) dans build/hub…"
mkdir -p "$DIR"
npm install --prefix "$DIR" --no-audit --no-fund --loglevel=error --no-save \
    "configurable-http-proxy@$VERSION" </dev/null
"$BIN" --version >/dev/null
echo "ludo : proxy installé ($BIN)."
