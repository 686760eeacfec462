"""JupyterHub for a workshop on one big machine (`make hub`, `make hub-check`).

Run from the repository with the project's environment (``make hub`` does it)::

    jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

Every table of the room logs in with its name and the workshop's code and gets a server
of its own (``ludo_singleuser.py``: the atelier's Voilà, opening on the notebook of the
day), its saves in a folder of its own (``<state>/parties/<table>``), outside the
notebooks folder that server serves. The host logs in as the admin (name and code below)
and lands on the projector, which lists every table of the hub. What the hub and
Kubernetes' configuration share (the login, the tables' environment, the roles, the idle
culler) is in ``ludo_hub.py``.

Read from the environment (`make hub` sets them from its options, README « Un festival ») :

- ``LUDO_HUB_STATE``: the hub's folder (database, cookie secret, codes, the tables' homes
  and saves); default ``build/hub/state``;
- ``LUDO_HUB_IP``, ``LUDO_HUB_PORT``: the address of the hub for the room (default
  ``127.0.0.1:8000``; ``0.0.0.0`` for the room's network); the proxy's API and the hub
  itself listen on the next two ports, on this machine only;
- ``LUDO_HUB_CODE``: the workshop's code every table types (8 characters or more);
  ``LUDO_HUB_ADMIN``, ``LUDO_HUB_ADMIN_CODE``: the host's name (``animation``) and code
  (32 characters or more). A code not given is drawn once and kept in the state folder;
- ``LUDO_HUB_IDLE``: a table's server with no request for that long is stopped by
  ``jupyterhub-idle-culler`` (default ``30min``; its page's kernel stops sooner, after
  ``GONE``, and its saves stay); ``LUDO_HUB_PROXY``: the ``configurable-http-proxy``
  command (default: the one `make hub` installs in ``build/hub/node_modules``);
- the atelier's options, handed to every table's server: ``LUDO_NB`` (default Atacama 04),
  ``LUDO_POOL`` (default 0: a table's page starts its kernel as it opens; 1 keeps one
  ready for the notebook of the day, so that a reloaded page opens at once, for 100 MB
  more a table and a slower first start: README « Un festival »), ``LUDO_POOL_OTHERS``
  (default 0), ``LUDO_CULL``,
  ``LUDO_GONE``, ``LUDO_SEED``.

The spawner: ``SimpleLocalProcessSpawner`` starts each table's server as a process of the
hub's own Unix user, with a home of its own in the state folder, and no Unix account per
table. The tables are kept apart by what their servers offer (Voilà runs no code a guest
sends and serves no file outside the notebooks folder, the saves are outside it) and by
the hub's scopes (a table reaches its own server only), not by the system. For a room of
strangers on a shared server, prefer isolation by the system: ``DockerSpawner`` (one
container per table, the image repo2docker builds from ``binder/``, the saves volume
mounted per table as in ``config.yaml``) or ``SystemdSpawner`` (one transient Unix user
per table, memory and CPU limits by systemd).
"""

import os
import secrets
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
import ludo_hub  # noqa: E402  (beside this file)

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)


def _env(name: str, default: str = "") -> str:
    return os.environ.get(name, "").strip() or default


def _code(name: str, state: Path, length: int, minimum: int) -> str:
    """The code given in ``name``, else the one drawn at the first start and kept."""
    given = _env(name)
    if given:
        if len(given) < minimum:
            raise SystemExit(f"{name} : {minimum} caractères au moins (reçu : {len(given)}).")
        return given
    path = state / name.lower().removeprefix("ludo_hub_").replace("_", "-")
    if not path.is_file():
        path.write_text(secrets.token_urlsafe(length)[:length] + "\n")
        path.chmod(0o600)
    return path.read_text().strip()


state = Path(_env("LUDO_HUB_STATE", str(ROOT / "build" / "hub" / "state"))).resolve()
state.mkdir(parents=True, exist_ok=True)
saves = ludo_hub.saves_root(state)
saves.mkdir(exist_ok=True)
ip = _env("LUDO_HUB_IP", "127.0.0.1")
port = int(_env("LUDO_HUB_PORT", "8000"))
admin = _env("LUDO_HUB_ADMIN", "animation").lower()
notebook = ludo_hub.check_notebook(_env("LUDO_NB", ludo_hub.DEFAULT_NB))
os.environ["LUDO_NB"] = notebook
os.environ["LUDO_POOL"] = _env("LUDO_POOL", "0")
os.environ["LUDO_POOL_OTHERS"] = _env("LUDO_POOL_OTHERS", "0")
idle = ludo_hub.duration(_env("LUDO_HUB_IDLE", "30min"), "IDLE")

# -- the hub, its proxy, its database: all in the state folder --------------------------------
c.JupyterHub.bind_url = f"http://{ip}:{port}"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = port + 2
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{port + 1}"
c.ConfigurableHTTPProxy.command = [
    _env(
        "LUDO_HUB_PROXY",
        str(ROOT / "build" / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"),
    )
]
c.ConfigurableHTTPProxy.pid_file = str(state / "proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(state / "jupyterhub.pid")
# the proxy's activity reaches the hub every minute (the idle culler reads it)
c.JupyterHub.last_activity_interval = 60
c.JupyterHub.cleanup_servers = True  # the hub stopped: every table's server stops too
c.JupyterHub.template_paths = [str(HERE / "templates")]

# -- who comes in: a table's name and the workshop's code; the host as admin ----------------
c.JupyterHub.authenticator_class = ludo_hub.TableAuthenticator
c.Authenticator.allow_all = True  # any table name, with the workshop's code
c.Authenticator.admin_users = {admin}
c.SharedPasswordAuthenticator.user_password = _code("LUDO_HUB_CODE", state, 10, 8)
c.SharedPasswordAuthenticator.admin_password = _code("LUDO_HUB_ADMIN_CODE", state, 40, 32)
c.JupyterHub.load_roles = ludo_hub.roles()

# -- each table's server: the atelier's Voilà, its own home and saves -------------------------
c.JupyterHub.spawner_class = "jupyterhub.spawner.SimpleLocalProcessSpawner"
c.SimpleLocalProcessSpawner.home_dir_template = str(state / "tables" / "{username}")
c.Spawner.cmd = [sys.executable, str(HERE / "ludo_singleuser.py")]
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 120
# One font cache for every table (matplotlib builds it once, not once per table's home).
c.Spawner.environment = {"MPLCONFIGDIR": str(state / "matplotlib")}


def _before_start(spawner) -> None:
    """A table's saves folder and environment, and its first page (the projector for the
    host)."""
    is_admin = bool(spawner.user.admin)
    env = ludo_hub.table_environment(spawner.user.name, is_admin, saves)
    Path(env["LUDO_SAVES"]).mkdir(parents=True, exist_ok=True)
    spawner.environment = {**spawner.environment, **env}
    spawner.default_url = ludo_hub.default_url(is_admin, notebook)


c.Spawner.pre_spawn_hook = _before_start

# -- a server left without activity is stopped ---------------------------------------------
c.JupyterHub.services = [ludo_hub.culler_service(idle, every=max(10, min(300, idle // 4)))]

# The host reads where the room connects and with which codes (the hub's log follows).
print(
    f"Hub de l'atelier : http://{'<adresse de cette machine>' if ip == '0.0.0.0' else ip}:{port}/\n"
    f"  tables : leur numéro ou leur nom, et le code « {c.SharedPasswordAuthenticator.user_password} »\n"
    f"  animateur : « {admin} », code dans {state / 'admin-code'} (ou ADMIN_CODE)\n"
    f"  carnet du jour : {notebook} ; parties dans {saves}",
    file=sys.stderr,
    flush=True,
)
