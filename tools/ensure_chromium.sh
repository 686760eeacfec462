#!/usr/bin/env bash
# Installe le Chromium de Debian pour le test « vrai navigateur » (tests/test_browser.py).
# Idempotent : ne fait rien, et vite, s'il est déjà là.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "ludo : Chromium (/usr/bin/chromium) est absent ; le test dans le navigateur sera sauté."
    echo "       Pour l'installer : sudo apt-get install chromium"
    exit 0
fi

echo "ludo : installation de Chromium avec apt-get (environ 30 secondes)…"
export DEBIAN_FRONTEND=noninteractive
if apt-get update -qq && apt-get install -y -qq chromium >/dev/null; then
    echo "ludo : Chromium installé."
    exit 0
fi

echo "ludo : l'installation de Chromium a échoué (voir ci-dessus)." >&2
# En CI, c'est une erreur ; ailleurs, le test dans le navigateur sera simplement sauté.
if [ "${CI:-}" = "true" ]; then
    exit 1
fi
exit 0
