# ludo — les deux commandes : `make lab` (ouvrir les carnets) et `make test` (tout vérifier).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV := $(BIN)/uv
export UV_COMPILE_BYTECODE := 1
export UV_LINK_MODE := copy
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml | md5sum | cut -c1-12)
# Dossiers vérifiés par ruff (seulement ceux qui existent).
LINT_PATHS := $(wildcard ludo tests benchmarks notebooks deploy)
# Jupyter refuse de tourner en root sans --allow-root.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)
# Atelier : IP=0.0.0.0 pour les autres écrans de la salle (réseau local).
IP ?= 127.0.0.1
PORT ?= 8866
# Atelier : GUESTS participants attendus sur le carnet du jour NB : autant de noyaux prêts
# (POOL, qui vaut GUESTS s'il est donné, 2 sinon), 1 pour chacun des autres carnets
# (POOL_OTHERS). Un noyau dont la page est fermée est arrêté après GONE, un noyau dont la
# page reste ouverte après CULL sans un clic (durées : 3h, 90min, 45s ;
# tools/atelier/voila.py).
GUESTS ?=
POOL ?= $(or $(GUESTS),2)
POOL_OTHERS ?= 1
NB ?=
CULL ?= 3h
GONE ?= 100s
ATELIER_ENV := JUPYTER_PATH=$(CURDIR)/tools/atelier$(if $(JUPYTER_PATH),:$(JUPYTER_PATH)) LUDO_GUESTS=$(GUESTS) LUDO_POOL=$(POOL) LUDO_POOL_OTHERS=$(POOL_OTHERS) LUDO_NB=$(NB) LUDO_CULL=$(CULL) LUDO_GONE=$(GONE)
# Atelier : les parties des tables, réécrites après chaque coup, dans SAVES (vide : rien
# n'est enregistré) ; `make atelier-clear` les efface. SEED=n : la même donne pour tous.
SAVES ?= $(CURDIR)/parties
SEED ?=
ATELIER_ENV += LUDO_SAVES=$(SAVES) LUDO_SEED=$(SEED)

.PHONY: venv lab test atelier atelier-clear bench bench-atelier bench-instructions lint format clean browser-deps binder-check hub hub-deps hub-check bench-hub

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv

# Le moteur seul : `pip install .` ; les carnets : `.[lab]` ; ici tout, tests compris
# (l'extra `test` inclut `lab`).
$(STAMP): $(BIN)/python pyproject.toml
	$(UV) pip install --python $(BIN)/python -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

venv: $(STAMP)

# JupyterLab en français : tools/lab/labconfig choisit le paquet de langue fr_FR (installé
# avec l'extra `lab`) et démarre le noyau sans poser de question. Texte lisible projeté
# (18 px) : JupyterLab ne prend les tailles de police que des réglages de l'utilisateur ;
# ceux de `make lab` sont propres au projet (.venv/lab-user-settings), partis de
# tools/lab/user-settings, sans jamais écraser un réglage déjà changé.
LAB_ENV := JUPYTER_CONFIG_PATH=$(CURDIR)/tools/lab$(if $(JUPYTER_CONFIG_PATH),:$(JUPYTER_CONFIG_PATH))
LAB_SETTINGS := $(CURDIR)/$(VENV)/lab-user-settings
# Copie les fichiers d'un dossier de réglages dans un autre, sauf ceux qui y sont déjà.
export SEED_LAB_SETTINGS := import os, shutil, sys; shutil.copytree(sys.argv[1], sys.argv[2], dirs_exist_ok=True, copy_function=lambda s, d: os.path.exists(d) or shutil.copy2(s, d))

lab: venv
	$(BIN)/python -c "$$SEED_LAB_SETTINGS" tools/lab/user-settings $(LAB_SETTINGS)
	$(LAB_ENV) JUPYTERLAB_SETTINGS_DIR=$(LAB_SETTINGS) $(BIN)/jupyter lab $(ALLOW_ROOT) notebooks/00_bienvenue.ipynb

# Voilà : les carnets sans le code, pour les participants. Les cartes à imprimer
# (site/cartes/, `make cartes`) sont construites d'abord si l'une manque : les carnets les
# proposent en téléchargement. Sans Chromium, l'atelier démarre quand même, sans elles.
CARTES_MISSING := import sys; from ludo.cards import GAMES, card_path; sys.exit(all(card_path(g).exists() for g in GAMES))
atelier: venv
	@if $(BIN)/python -c "$(CARTES_MISSING)"; then \
		echo "Cartes à imprimer absentes de site/cartes/ : make cartes (une minute environ)"; \
		$(MAKE) --no-print-directory cartes \
			|| echo "Cartes non construites : l'atelier démarre sans elles (make cartes)."; \
	fi
	$(ATELIER_ENV) $(BIN)/voila notebooks --no-browser --Voila.config_file_paths=tools/atelier \
		--Voila.ip=$(IP) --port=$(PORT)

# Efface les parties enregistrées des tables (et seulement elles) ; à faire serveur arrêté.
atelier-clear:
	@if [ -n "$(SAVES)" ] && [ -d "$(SAVES)" ]; then \
		rm -f -- "$(SAVES)"/*--*.json "$(SAVES)"/.*--*.tmp; \
		echo "Parties effacées dans $(SAVES)"; \
	else echo "Aucun dossier de parties : $(SAVES)"; fi

# Un festival : l'atelier sur JupyterHub (deploy/jupyterhub/, README « Un festival : plus
# d'une machine »). Chaque table se connecte avec son nom et le code de l'atelier (CODE, 8
# caractères ou plus) et a son propre serveur Voilà ; l'animateur se connecte sous ADMIN
# avec ADMIN_CODE (32 caractères ou plus) et arrive sur le projecteur. Un code non donné
# est tiré une fois et gardé dans HUB_STATE. HUB_POOL noyaux prêts par table pour NB,
# HUB_POOL_OTHERS pour chacun des autres carnets ; IDLE : un serveur de table sans
# activité est arrêté (ses parties restent) ; CULL et GONE comme pour `make atelier`.
HUB_PORT ?= 8000
HUB_STATE ?= $(CURDIR)/parties-hub
CODE ?=
ADMIN ?= animation
ADMIN_CODE ?=
IDLE ?= 30min
HUB_POOL ?= 0
HUB_POOL_OTHERS ?= 0
HUB_ENV := LUDO_HUB_STATE=$(HUB_STATE) LUDO_HUB_IP=$(IP) LUDO_HUB_PORT=$(HUB_PORT) \
	LUDO_HUB_CODE=$(CODE) LUDO_HUB_ADMIN=$(ADMIN) LUDO_HUB_ADMIN_CODE=$(ADMIN_CODE) \
	LUDO_HUB_IDLE=$(IDLE) LUDO_NB=$(NB) LUDO_POOL=$(HUB_POOL) LUDO_POOL_OTHERS=$(HUB_POOL_OTHERS) \
	LUDO_CULL=$(CULL) LUDO_GONE=$(GONE) LUDO_SEED=$(SEED)

# Le proxy du hub (configurable-http-proxy, npm) dans build/hub/node_modules.
hub-deps: venv
	@bash tools/ensure_proxy.sh

hub: hub-deps
	$(HUB_ENV) $(BIN)/jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

# Un vrai hub sur cette machine : trois tables jouent Atacama 04, le projecteur les suit,
# une table ne joint pas le serveur d'une autre ; tout est arrêté à la fin (3 min environ ;
# hors de `make test`). bench-hub : le même, avec 20 coups mesurés.
hub-check: hub-deps browser-deps
	$(BIN)/python tools/hub_check.py

bench-hub: hub-deps browser-deps
	$(BIN)/python tools/hub_check.py --moves 20

# Chromium de Debian pour le test dans le navigateur.
browser-deps:
	@bash tools/ensure_chromium.sh

test: venv browser-deps
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/ruff format --check $(LINT_PATHS)
	$(BIN)/lint-imports
	$(BIN)/mypy
	$(BIN)/python tools/run_tests.py
	bash tools/check_binder.sh

# Environnement Binder reproduit localement (.venv-binder).
binder-check: venv
	bash tools/check_binder.sh

bench: venv
	$(BIN)/python -m benchmarks

# Instructions par partie au hasard (valgrind, indépendant de la machine et de sa charge) :
# ce code, et avec BASE=<commit> le même compte sur ce commit d'abord (quelques minutes).
BASE ?=
bench-instructions: venv
	@if [ -n "$(BASE)" ]; then \
		rm -rf build/base-tree && git worktree add --force --detach build/base-tree $(BASE) >/dev/null && \
		$(BIN)/python -m benchmarks.instructions --tree build/base-tree --tree . ; \
		status=$$?; git worktree remove --force build/base-tree; exit $$status; \
	else $(BIN)/python -m benchmarks.instructions; fi

# Le serveur d'atelier mesuré dans Chromium : premier affichage, dix écrans, mémoire.
bench-atelier: venv browser-deps
	$(BIN)/python -m benchmarks.atelier

# Barrage's game table played by clicks in Chromium (issue 21): a round of notebook 10
# against the Automa at 1280×800 (then its water drop by drop), the round of notebook 08 at
# 150 %; prints each round's time and the median click → answer.
.PHONY: bench-barrage-browser
bench-barrage-browser: venv browser-deps
	$(BIN)/python -m pytest tests/barrage/slow_browser_barrage.py -s -q

lint: venv
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/lint-imports

format: venv
	$(BIN)/ruff format $(LINT_PATHS)
	$(BIN)/ruff check --fix $(LINT_PATHS)

clean:
	rm -rf $(VENV) .venv-binder build *.egg-info test-artifacts

# Barrage 08 joué de quelques clics dans Voilà, photographié et mesuré à 1280×800 et à 150 %
# (build/screens/barrage/ ; hors de `make test`).
.PHONY: barrage-screens
barrage-screens: venv browser-deps
	$(BIN)/python tools/barrage_screens.py --out build/screens/barrage

# Une carte A4 à imprimer par jeu, en PDF (site/cartes/, hors ligne, imprimée par le Chromium
# de Debian) ; les carnets la proposent en téléchargement une fois construite.
.PHONY: cartes
cartes: venv browser-deps
	$(BIN)/python tools/cartes.py --out site/cartes

# Tests de mutation (mutmut, extra `mutants`) : le décompte et des règles nommées de chaque
# jeu, jugés par les tests rapides du jeu, BUDGET secondes au plus par jeu (hors de `make test`).
BUDGET ?= 600
GAMES ?=
.PHONY: mutants
mutants: venv
	$(UV) pip install --python $(BIN)/python -e '.[test,mutants]'
	$(BIN)/python tools/mutants.py --budget $(BUDGET) $(GAMES)

# Les présentations en diaporamas reveal.js hors ligne (site/slides/, reveal.js récupéré une
# fois par npm dans build/npm-cache). Touche S : notes de l'orateur. Page de titre : le lieu,
# la date et l'orateur, pris dans les métadonnées du carnet ou donnés ici :
#   make slides LIEU="Médiathèque d'Évry" DATE="12 mars 2027" ORATEUR="Camille Martin"
LIEU ?=
DATE ?=
ORATEUR ?=
.PHONY: slides site handout slides-screens
slides: venv
	$(BIN)/python tools/publish.py slides --out site/slides --venue "$(LIEU)" --date "$(DATE)" \
		--speaker "$(ORATEUR)"

# Un PDF par présentation (une diapositive par page), imprimé hors ligne par Chromium depuis
# les diaporamas construits (site/handout/).
handout: slides browser-deps
	$(BIN)/python tools/publish.py handout --out site/slides

# Chaque diapositive de chaque présentation en capture 1280×800 (test-artifacts/slides/).
slides-screens: slides browser-deps
	$(BIN)/python -m tests.slide_walk site/slides test-artifacts/slides

# Tous les carnets exécutés et exportés en HTML hors ligne dans site/ (avec un sommaire en
# français et les diaporamas) ; affiche la taille et la durée. À publier sur tout hébergeur statique.
site: venv
	$(BIN)/python tools/publish.py site --out site
