"""The workshop on JupyterHub: what the hub's two configurations share.

``jupyterhub_config.py`` (one machine, `make hub`) and ``config.yaml`` (Zero to
JupyterHub, through ``hub.extraConfig``) both import this module. It holds:

- :class:`TableAuthenticator`: a guest opens a *table*, not an account. The login form's
  « nom » is the table's name (« 3 », « Les Éléphants »), its password the workshop's code
  (JupyterHub's ``SharedPasswordAuthenticator``); the host logs in by the admin name with
  the admin code (32 characters at least). The hub user name is the table's save key
  (:func:`ludo.core.saves.table_key`: « Table 3 » → ``3``, « Les Éléphants » →
  ``les-elephants``), the very name of its save files, so hub names (lower-cased by the
  hub) and save keys never drift apart;
- :func:`table_environment`: what a table's server reads (``LUDO_SAVES``: its own folder
  ``<saves>/<key>``; ``LUDO_TABLE``: its name, so that its game tables never ask for it;
  the atelier's options ``LUDO_NB``, ``LUDO_POOL``, ``LUDO_POOL_OTHERS``, ``LUDO_CULL``,
  ``LUDO_GONE``, ``LUDO_SEED``); the host's server reads the whole saves folder (its
  projector lists every table);
- :func:`roles`: the hub's access scopes. A table may reach its own server only
  (``access:servers!user``: the hub refuses it any other, with a 403) and start or stop it;
  the idle culler may list, read and stop servers; the host is the hub's admin;
- :func:`culler_service`: ``jupyterhub-idle-culler``, which stops a table's server left
  without a request for ``idle`` seconds (the page's kernel is stopped sooner, by the
  atelier's own ``GONE``, inside the server).

Everything is read from the hub's environment (``LUDO_*``, set by `make hub`), checked
here with French messages.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from urllib.parse import quote

from jupyterhub.authenticators.shared import SharedPasswordAuthenticator

from ludo.core.errors import LudoError
from ludo.core.saves import key_name, table_key

#: The repository (this file is ``deploy/jupyterhub/ludo_hub.py``).
ROOT = Path(__file__).resolve().parents[2]
#: The notebook the host's server opens on.
PROJECTOR = "projecteur.ipynb"
#: The notebook a table opens on when the host names none.
DEFAULT_NB = "atacama/04_jouer_contre_l_ordinateur.ipynb"
#: Where a pod sees the saves volume (``config.yaml``, ``singleuser.storage.homeMountPath``).
KUBERNETES_SAVES = "/srv/ludo-parties"
#: The variables of the atelier (tools/atelier/voila.py) handed to every table's server.
ATELIER_OPTIONS = (
    "LUDO_NB",
    "LUDO_POOL",
    "LUDO_POOL_OTHERS",
    "LUDO_CULL",
    "LUDO_GONE",
    "LUDO_SEED",
)
_UNITS = {"": 1, "s": 1, "min": 60, "h": 3600}


def duration(text: str, name: str) -> int:
    """Seconds from ``30min``, ``2h``, ``45s`` or ``45`` (a French error otherwise).

    >>> duration("30min", "IDLE"), duration("90", "IDLE")
    (1800, 90)
    """
    match = re.fullmatch(r"\s*(\d+)\s*(s|min|h|)\s*", text)
    if not match or int(match[1]) < 1:
        raise SystemExit(
            f"{name} doit être une durée : un nombre de secondes, ou avec son unité "
            f"(30min, 2h, 45s) ; reçu : {text!r}."
        )
    return int(match[1]) * _UNITS[match[2]]


def hub_user(name: str) -> str | None:
    """The hub user name of a table typed ``name`` (its save key), or None if refused.

    >>> hub_user("Table 3"), hub_user("Les Éléphants"), hub_user("'"), hub_user("a/b")
    ('3', 'les-elephants', None, None)
    """
    try:
        key = table_key(name)
    except LudoError:
        return None
    return key if any(ch.isalnum() for ch in key) else None


class TableAuthenticator(SharedPasswordAuthenticator):
    """The workshop's login: a table's name and the workshop's code (see the module).

    The hub lower-cases every name it is given, then calls :meth:`normalize_username`:
    here the table's save key. :meth:`validate_username` refuses a name that is no
    table's key (the hub then refuses the login), except the admin's own name.
    """

    def normalize_username(self, username):
        name = super().normalize_username(username)
        return hub_user(name) or name

    def validate_username(self, username):
        if not super().validate_username(username):
            return False
        if username in self.admin_users:
            return True
        return hub_user(key_name(username)) == username


def saves_root(state: Path) -> Path:
    """Where the tables' saves are kept: one folder per table, outside every server's root
    (the notebooks folder that Voilà serves)."""
    return Path(state) / "parties"


def table_environment(user_name: str, admin: bool, saves: Path) -> dict[str, str]:
    """The environment of ``user_name``'s server: its saves folder, its table, and the
    atelier's options taken from the hub's own environment (its server being the host's
    when ``admin``)."""
    env = {k: os.environ[k] for k in ATELIER_OPTIONS if os.environ.get(k, "").strip()}
    env.setdefault("LUDO_NB", DEFAULT_NB)
    if admin:  # the host: every table's folder, read by the projector; no table of its own
        env["LUDO_SAVES"] = str(saves)
        env["LUDO_TABLE"] = ""
        env["LUDO_POOL"] = "0"  # its few pages start their kernel when they open
        env["LUDO_POOL_OTHERS"] = "0"
    else:
        env["LUDO_SAVES"] = str(Path(saves) / user_name)
        env["LUDO_TABLE"] = key_name(user_name)
    return env


def default_url(admin: bool, notebook: str) -> str:
    """The page a server opens on: the projector for the host, the notebook of the day for
    a table."""
    return "/voila/render/" + quote(PROJECTOR if admin else notebook)


def roles(culler: str = "idle-culler") -> list[dict]:
    """The hub's roles: what a table, the culler may do (the admin role is the hub's own)."""
    return [
        {
            "name": "user",
            "description": "Une table : son propre serveur, rien d'autre.",
            # ``!user``: the user's own; no scope reaches another user or its server. The
            # hub warns at start that this role lacks « self » (every scope on oneself:
            # tokens, the user's model…): a table needs none of them. Its server's login
            # (OAuth) asks for its name and groups (the ``identify`` scopes).
            "scopes": [
                "access:servers!user",
                "servers!user",
                "read:users:name!user",
                "read:users:groups!user",
            ],
        },
        {
            "name": "ludo-idle-culler",
            "description": "Arrête les serveurs des tables restés sans activité.",
            "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
            "services": [culler],
        },
    ]


def culler_service(idle: int, every: int, name: str = "idle-culler") -> dict:
    """``jupyterhub-idle-culler`` as a service of the hub, run by the hub's own Python."""
    return {
        "name": name,
        "command": [
            sys.executable,
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={idle}",
            f"--cull-every={every}",
            "--cull-admin-users=false",
        ],
    }


def check_notebook(notebook: str) -> str:
    """``notebook`` (a path under notebooks/), or a French error when it does not exist."""
    notebook = notebook.strip().removeprefix("notebooks/")
    if not (ROOT / "notebooks" / notebook).is_file():
        raise SystemExit(
            f"NB={notebook} : ce carnet n'existe pas dans notebooks/ (exemple : NB={DEFAULT_NB})."
        )
    return notebook


def kubernetes_pre_spawn_hook(spawner) -> None:
    """Zero to JupyterHub (``config.yaml``): a table mounts only its own folder of the saves
    volume (``singleuser.storage``: ``subPath`` = its key); the host mounts the whole
    volume, read-only, for its projector. Sets the table's environment and first page."""
    admin = bool(spawner.user.admin)
    saves = Path(KUBERNETES_SAVES)
    env = table_environment(spawner.user.name, admin, saves)
    env["LUDO_SAVES"] = str(saves)  # a table's own folder is mounted there itself
    spawner.environment = {**spawner.environment, **env}
    spawner.default_url = default_url(admin, env["LUDO_NB"])
    if admin:
        mounts = []
        for mount in spawner.volume_mounts:
            if mount.get("mountPath") == str(saves):
                mount = {k: v for k, v in mount.items() if k != "subPath"}
                mount["readOnly"] = True
            mounts.append(mount)
        spawner.volume_mounts = mounts
