#!/usr/bin/env bash
# Banc d'essai local de Binder (repo2docker sans Docker) : recrée l'environnement de
# l'image Binder dans .venv-binder, puis vérifie que tout s'installe, que ludo s'importe
# et que chaque carnet s'exécute.
#
#   1. environnement neuf (uv) avec la version de Python de binder/runtime.txt ;
#   2. paquets de l'image de base de repo2docker (épinglés ci-dessous), puis
#      `-r binder/requirements.txt`, comme le fait repo2docker ;
#   3. `pip check` et extensions JupyterLab compatibles ;
#   4. binder/postBuild lancé depuis une copie du dépôt, avec un HOME jetable ;
#   5. chaque carnet exécuté avec nbclient ; Voilà (avec le modèle ludo) et JupyterLab (en
#      français) servent 00_bienvenue ;
#   6. (lint, si PyPI répond) `repo2docker --no-build --debug` : le plan de construction.
#
# Usage : bash tools/check_binder.sh        (appelé par `make test`, cible binder-check)
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV="$ROOT/.venv-binder"
PY="$VENV/bin/python"
R2D_VERSION=2026.4.0

# Image de base de repo2docker 2026.4.0 pour Python 3.11 (buildpacks/conda/
# environment.py-3.11-linux-64.lock), traduite en noms PyPI. Ne pas contredire ces versions
# dans binder/requirements.txt (ex. : jupyterlab 4.6 casse notebook 7.4.7).
BASE_PINS="
pip==25.2
setuptools==80.9.0
jupyterlab==4.4.9
notebook==7.4.7
jupyter_server==2.17.0
jupyterlab_server==2.27.3
jupyter-lsp==2.3.0
notebook-shim==0.2.4
jupyter_server_terminals==0.5.3
jupyter_events==0.12.0
jupyter_client==8.6.3
jupyter_core==5.8.1
ipykernel==7.0.1
ipython==9.6.0
ipywidgets==8.1.7
jupyterlab_widgets==3.0.15
widgetsnbextension==4.0.14
comm==0.2.3
nbformat==5.10.4
nbclient==0.10.2
nbconvert==7.16.6
traitlets==5.14.3
tornado==6.5.2
pyzmq==27.1.0
jupyter-resource-usage==1.2.0
jupyter-offlinenotebook==0.3.2
jupyterhub==5.4.0
"

# --- outils -----------------------------------------------------------------------------
if [ -x "$ROOT/.venv/bin/uv" ]; then
    UV="$ROOT/.venv/bin/uv"
elif command -v uv >/dev/null 2>&1; then
    UV=$(command -v uv)
else
    echo "binder : uv est introuvable ; lancez d'abord \`make venv\`." >&2
    exit 2
fi
export UV_PYTHON_DOWNLOADS=never # pas de téléchargement de Python : celui de la machine
export UV_COMPILE_BYTECODE=0     # plus rapide : les .pyc s'écrivent au premier import (ci-dessous)
unset VIRTUAL_ENV PYTHONPATH || true

PY_VERSION=$(sed -n 's/^python-\([0-9.]*\).*/\1/p' "$ROOT/binder/runtime.txt" 2>/dev/null || true)
PY_VERSION=${PY_VERSION:-3.11}

WORK=$(mktemp -d "${TMPDIR:-/tmp}/ludo-binder.XXXXXX")
REPO="$WORK/repo" # copie du dépôt, comme ${REPO_DIR} dans l'image
mkdir -p "$REPO" "$WORK/home"
# Comme dans l'image : l'environnement Binder en tête du PATH, un HOME jetable.
BINDER_ENV=(env -u PYTHONDONTWRITEBYTECODE "HOME=$WORK/home" "PATH=$VENV/bin:$PATH"
    "VIRTUAL_ENV=$VENV" "JUPYTER_RUNTIME_DIR=$WORK/home/runtime" "MPLCONFIGDIR=$WORK/home/mpl")
SERVER_PID=""
cleanup() {
    if [ -n "$SERVER_PID" ]; then
        kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
        kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

PASSED=0
FAILED=0
FAILURES=()
T_START=$SECONDS
ok() { PASSED=$((PASSED + 1)); echo "  ok     $*"; }
ko() { FAILED=$((FAILED + 1)); FAILURES+=("$*"); echo "  ÉCHEC  $*"; }
step() { echo "binder [$((SECONDS - T_START)) s] $*"; }
strip_ansi() { sed -e 's/\x1b\[[0-9;]*m//g'; }

# --- 1-2. environnement neuf ----------------------------------------------------------
step "environnement neuf $VENV (Python $PY_VERSION)"
printf '%s\n' $BASE_PINS >"$WORK/base-pins.txt"
rm -rf "$VENV"
"$UV" venv --quiet --seed --python "$PY_VERSION" "$VENV"
step "paquets de l'image de base de repo2docker"
"$UV" pip install --quiet --python "$PY" -r "$WORK/base-pins.txt"
step "pip install -r binder/requirements.txt"
if "$UV" pip install --quiet --python "$PY" -r "$ROOT/binder/requirements.txt" \
    >"$WORK/req.log" 2>&1; then
    ok "binder/requirements.txt s'installe sur l'image de base"
else
    cat "$WORK/req.log"
    ko "binder/requirements.txt ne s'installe pas sur l'image de base"
fi

# --- 3. cohérence -------------------------------------------------------------------------
step "pip check"
if "$UV" pip check --python "$PY" >"$WORK/check.log" 2>&1; then
    ok "pip check : toutes les dépendances sont compatibles"
else
    cat "$WORK/check.log"
    ko "pip check : dépendances incompatibles (voir ci-dessus)"
fi

"${BINDER_ENV[@]}" jupyter labextension list >"$WORK/labext.log" 2>&1 || true
if grep -E '\b(enabled|disabled)\b.*\bX\b' <(strip_ansi <"$WORK/labext.log") >"$WORK/bad-ext.log"; then
    cat "$WORK/bad-ext.log"
    ko "extensions JupyterLab incompatibles (marquées X, voir ci-dessus)"
else
    ok "extensions JupyterLab compatibles"
fi

# --- 4. postBuild depuis une copie du dépôt --------------------------------------------
step "binder/postBuild (copie du dépôt, HOME jetable)"
tar -C "$ROOT" -cf - \
    --exclude=./.git --exclude=./.venv --exclude=./.venv-binder --exclude=./build \
    --exclude='*.egg-info' --exclude=./test-artifacts --exclude='.ipynb_checkpoints' \
    --exclude='__pycache__' --exclude=./.ruff_cache --exclude=./.hypothesis . |
    tar -C "$REPO" -xf -
if [ -f "$REPO/binder/postBuild" ]; then
    chmod +x "$REPO/binder/postBuild"
    if (cd "$REPO" && "${BINDER_ENV[@]}" ./binder/postBuild) >"$WORK/postbuild.log" 2>&1; then
        ok "binder/postBuild"
    else
        cat "$WORK/postbuild.log"
        ko "binder/postBuild a échoué (voir ci-dessus)"
    fi
fi
if where=$(cd "$WORK/home" && "${BINDER_ENV[@]}" python -c \
    'import ludo, os; print(os.path.dirname(ludo.__file__))' 2>"$WORK/import.log"); then
    ok "import ludo ($where)"
else
    cat "$WORK/import.log"
    ko "ludo ne s'importe pas dans l'environnement Binder"
fi

# --- 5. les carnets ------------------------------------------------------------------------
step "exécution des carnets (nbclient)"
"$UV" pip install --quiet --python "$PY" nbclient ipykernel # déjà là en principe
cat >"$WORK/run_notebooks.py" <<'EOF'
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ansi = re.compile(r"\x1b\[[0-9;]*m")
root = Path(sys.argv[1])
notebooks = sorted(
    p for p in root.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.relative_to(root).parts
)
if not notebooks:
    print("  (aucun carnet dans notebooks/)")


def run(path):
    name = path.relative_to(root).as_posix()
    nb = nbformat.read(path, as_version=4)
    t0 = time.monotonic()
    try:
        NotebookClient(
            nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
        ).execute()
    except Exception as exc:  # every failure is reported the same way
        text = ansi.sub("", str(exc)).strip().splitlines()
        return f"FAIL {name} : {type(exc).__name__} : {' | '.join(text[-3:])}"
    return f"PASS {name} ({time.monotonic() - t0:.1f} s)"


# Two notebooks at a time, each in its own kernel process (2 cores); reported in order.
with ThreadPoolExecutor(max_workers=2) as pool:
    for line in pool.map(run, notebooks):
        print(line, flush=True)
EOF
if [ -d "$REPO/notebooks" ]; then
    (cd "$WORK/home" && "${BINDER_ENV[@]}" python "$WORK/run_notebooks.py" "$REPO/notebooks") \
        >"$WORK/nb.log" 2>"$WORK/nb.err" || true
    while IFS= read -r line; do
        case "$line" in
            PASS\ *) ok "carnet ${line#PASS }" ;;
            FAIL\ *) ko "carnet ${line#FAIL }" ;;
            *) echo "$line" ;;
        esac
    done <"$WORK/nb.log"
    if ! grep -qE '^(PASS|FAIL) |aucun carnet' "$WORK/nb.log"; then
        tail -20 "$WORK/nb.err"
        ko "le lanceur de carnets n'a pas tourné (voir ci-dessus)"
    fi
else
    echo "  (pas de dossier notebooks/)"
fi

# --- 5 bis. Voilà et JupyterLab, comme les badges Binder ---------------------------------
FIRST_NB=notebooks/00_bienvenue.ipynb
if [ ! -f "$REPO/$FIRST_NB" ]; then
    FIRST_NB=$(cd "$REPO" && find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null | sort | head -1 || true)
fi
if [ -n "$FIRST_NB" ]; then
    step "serveur Jupyter : /voila/render/$FIRST_NB et /lab/tree/$FIRST_NB"
    PORT=$("$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    TOKEN=binder-check
    # (the configuration written by postBuild in the throwaway HOME, as on Binder)
    (cd "$REPO" && exec setsid "${BINDER_ENV[@]}" \
        jupyter server --no-browser --allow-root --ServerApp.ip=127.0.0.1 \
        --ServerApp.port="$PORT" --ServerApp.port_retries=0 \
        --IdentityProvider.token="$TOKEN" --ServerApp.root_dir="$REPO" \
        </dev/null >"$WORK/server.log" 2>&1) &
    SERVER_PID=$!
    if "$PY" - "$PORT" "$TOKEN" "$FIRST_NB" >"$WORK/http.log" 2>&1 <<'EOF'; then
import json
import sys
import time
import urllib.request

port, token, nb = sys.argv[1], sys.argv[2], sys.argv[3]
base = f"http://127.0.0.1:{port}"
headers = {"Authorization": f"token {token}"}


def get(path, timeout=10):
    req = urllib.request.Request(base + path, headers=headers)
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return r.status, r.read().decode("utf-8", "replace")


deadline = time.monotonic() + 60
while True:
    try:
        get("/api/status", timeout=2)
        break
    except OSError:
        if time.monotonic() > deadline:
            sys.exit("le serveur Jupyter ne répond pas")
        time.sleep(0.3)
status, html = get(f"/voila/render/{nb}", timeout=180)
assert status == 200, f"Voilà : HTTP {status}"
for bad in ("There was an error when executing cell", "Traceback (most recent call last)"):
    assert bad not in html, f"Voilà : le carnet lève une erreur ({bad!r})"
assert "ludo-screen-size" in html and "static/ludo.css" in html, (
    "Voilà : la page n'utilise pas le modèle ludo (binder/postBuild)"
)
status, html = get(f"/lab/tree/{nb}")
assert status == 200 and "JupyterLab" in html, f"JupyterLab : HTTP {status}"
plugin = "@jupyterlab/translation-extension:plugin"
status, text = get(f"/lab/api/settings/{plugin}")
locale = json.loads(text)["schema"]["properties"]["locale"]["default"]
assert locale == "fr_FR", f"JupyterLab : langue par défaut {locale!r}, pas fr_FR"
status, text = get("/lab/api/translations/fr_FR")
menus = json.loads(text)["data"].get("jupyterlab", {})
assert menus.get("menu\x04Run") == ["Exécution"], "JupyterLab : pas de paquet de langue français"
print("ok")
EOF
        ok "Voilà (modèle ludo) et JupyterLab (en français) servent $FIRST_NB"
    else
        cat "$WORK/http.log"
        tail -20 "$WORK/server.log"
        ko "Voilà ou JupyterLab ne servent pas $FIRST_NB (voir ci-dessus)"
    fi
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
fi

# --- 6. lint : le plan de construction de repo2docker ------------------------------------
step "repo2docker $R2D_VERSION --no-build --debug (lint)"
if "$UV" tool run --quiet --python "$PY_VERSION" --from "jupyter-repo2docker==$R2D_VERSION" \
    repo2docker --no-build --debug "$REPO" >"$WORK/r2d.log" 2>&1; then
    plan_ok=1
    for want in "python=$PY_VERSION" 'pip install --no-cache-dir -r "binder/requirements.txt"' \
        './binder/postBuild'; do
        if ! grep -qF -- "$want" "$WORK/r2d.log"; then
            echo "  absent du plan : $want"
            plan_ok=0
        fi
    done
    if [ "$plan_ok" = 1 ]; then
        ok "repo2docker : Python $PY_VERSION, requirements.txt puis postBuild"
    else
        tail -40 "$WORK/r2d.log"
        ko "repo2docker : plan de construction inattendu (voir ci-dessus)"
    fi
else
    tail -5 "$WORK/r2d.log"
    echo "  (repo2docker indisponible : lint sauté)"
fi

# --- bilan ------------------------------------------------------------------------------
echo "binder : terminé en $((SECONDS - T_START)) s"
if [ "$FAILED" -gt 0 ]; then
    printf '  échec : %s\n' "${FAILURES[@]}"
fi
echo "binder: $PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
