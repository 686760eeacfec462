"""The workshop on JupyterHub (issue 28), checked without starting anything: the Kubernetes
values (valid for the chart they name), the one-machine configuration (what it sets), the
login that turns a table's name into its save key, and what each server is given.

`make hub-check` (tools/hub_check.py) runs the one-machine hub for real, outside `make test`.
"""

from __future__ import annotations

import asyncio
import copy
import importlib.util
import json
import re
import sys
import types
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import jsonschema
import pytest
import yaml
from traitlets.config.loader import PyFileConfigLoader

from ludo.core.saves import key_name, table_key

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy" / "jupyterhub"
CHART = DEPLOY / "chart"


def _module(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


ludo_hub = _module("ludo_hub", DEPLOY / "ludo_hub.py")


def _load_config(path: Path, env: dict[str, str], monkeypatch):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    loader = PyFileConfigLoader(path.name, path=str(path.parent))
    return loader.load_config()


def _merged(base, values):
    """Helm's merge of user values over the chart's defaults (maps merged, the rest replaced)."""
    if isinstance(base, dict) and isinstance(values, dict):
        out = dict(base)
        for key, value in values.items():
            out[key] = _merged(base.get(key), value) if key in base else value
        return out
    return copy.deepcopy(values)


# -- Kubernetes: config.yaml ---------------------------------------------------------------


@pytest.fixture(scope="module")
def values():
    return yaml.safe_load((DEPLOY / "config.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def chart():
    schema = json.loads((CHART / "values.schema.json").read_text(encoding="utf-8"))
    defaults = json.loads((CHART / "values.json").read_text(encoding="utf-8"))
    return schema, defaults


def test_the_kubernetes_values_are_valid_for_the_chart(values, chart):
    schema, defaults = chart
    jsonschema.validate(_merged(defaults, values), schema)
    # the schema refuses a key the chart does not document, at any level
    for where, wrong in [
        ((), "festival"),
        (("singleuser",), "volumes"),
        (("singleuser", "storage"), "mountPath"),
        (("cull",), "timeoutSeconds"),
    ]:
        bad = copy.deepcopy(values)
        node = bad
        for key in where:
            node = node[key]
        node[wrong] = 1
        with pytest.raises(jsonschema.ValidationError, match=wrong):
            jsonschema.validate(_merged(defaults, bad), schema)


def test_the_kubernetes_values_say_what_the_one_machine_hub_says(values):
    hub, single = values["hub"], values["singleuser"]
    assert hub["config"]["JupyterHub"]["authenticator_class"] == "ludo_hub.TableAuthenticator"
    assert hub["config"]["Authenticator"]["allow_all"] is True
    assert hub["loadRoles"]["user"]["scopes"] == ludo_hub.roles()[0]["scopes"]
    assert "ludo_hub.kubernetes_pre_spawn_hook" in hub["extraConfig"]["ludo"]
    notebook = hub["extraEnv"]["LUDO_NB"]
    assert (ROOT / "notebooks" / notebook).is_file()
    assert single["defaultUrl"] == ludo_hub.default_url(False, notebook)
    # the tables' servers: the atelier's Voilà from the repository in the repo2docker image
    python, script = single["cmd"]
    assert python == "python" and script.startswith("/home/jovyan/")
    assert (ROOT / script.removeprefix("/home/jovyan/")).is_file()
    # the saves: a table's own folder of one volume, outside the repository (the home)
    storage = single["storage"]
    assert storage["type"] == "static" and storage["static"]["subPath"] == "{username}"
    assert storage["homeMountPath"] == ludo_hub.KUBERNETES_SAVES
    assert not storage["homeMountPath"].startswith("/home/jovyan")
    assert values["cull"]["enabled"] is True and values["cull"]["adminUsers"] is False


def test_the_hub_image_adds_what_the_login_needs():
    text = (DEPLOY / "hub.Dockerfile").read_text(encoding="utf-8")
    version = re.search(r"tag `([\d.]+)`", (CHART / "README.md").read_text())[1]
    assert f"FROM quay.io/jupyterhub/k8s-hub:{version}\n" in text
    copied = re.findall(r"^COPY (?:--\S+ )*(.+) \S+$", text, flags=re.M)
    sources = [s for line in copied for s in line.split()]
    assert "deploy/jupyterhub/ludo_hub.py" in sources and "ludo" in sources
    assert all((ROOT / s).exists() for s in sources), sources


def test_the_host_mounts_every_table_read_only_and_a_table_only_its_own(monkeypatch):
    monkeypatch.setenv("LUDO_NB", "eau/04_une_partie_cooperative.ipynb")

    def spawner(name, admin):
        mount = {"name": "home", "mountPath": ludo_hub.KUBERNETES_SAVES, "subPath": "{username}"}
        return types.SimpleNamespace(
            user=types.SimpleNamespace(name=name, admin=admin),
            environment={"KEPT": "1"},
            volume_mounts=[mount, {"name": "other", "mountPath": "/x"}],
            default_url="",
        )

    table, host = spawner("les-elephants", False), spawner("animation", True)
    before = copy.deepcopy(table.volume_mounts)
    ludo_hub.kubernetes_pre_spawn_hook(table)
    ludo_hub.kubernetes_pre_spawn_hook(host)
    assert table.volume_mounts == before  # its own folder (subPath), writable
    assert table.environment["LUDO_TABLE"] == "les elephants" and table.environment["KEPT"] == "1"
    assert table.environment["LUDO_SAVES"] == ludo_hub.KUBERNETES_SAVES
    assert table.default_url == "/voila/render/eau/04_une_partie_cooperative.ipynb"
    assert host.volume_mounts[0] == {
        "name": "home",
        "mountPath": ludo_hub.KUBERNETES_SAVES,
        "readOnly": True,
    }
    assert host.volume_mounts[1] == before[1]
    assert (
        host.default_url == "/voila/render/projecteur.ipynb"
        and host.environment["LUDO_TABLE"] == ""
    )


# -- one machine: jupyterhub_config.py ----------------------------------------------------


@pytest.fixture
def hub_config(tmp_path, monkeypatch):
    return _load_config(
        DEPLOY / "jupyterhub_config.py",
        {
            "LUDO_HUB_STATE": str(tmp_path / "state"),
            "LUDO_HUB_PORT": "8100",
            "LUDO_HUB_CODE": "code-de-test",
            "LUDO_HUB_ADMIN": "Animation",
            "LUDO_HUB_ADMIN_CODE": "x" * 32,
            "LUDO_HUB_IDLE": "20min",
            "LUDO_NB": "notebooks/atacama/04_jouer_contre_l_ordinateur.ipynb",
            "LUDO_POOL": "",
            "LUDO_GONE": "45s",
        },
        monkeypatch,
    )


def test_the_one_machine_hub_sets_login_spawner_culler_and_scopes(hub_config, tmp_path):
    c = hub_config
    assert c.JupyterHub.authenticator_class is ludo_hub_module(c).TableAuthenticator
    assert c.Authenticator.admin_users == {"animation"} and c.Authenticator.allow_all is True
    assert c.SharedPasswordAuthenticator.user_password == "code-de-test"
    assert c.JupyterHub.spawner_class == "jupyterhub.spawner.SimpleLocalProcessSpawner"
    state = (tmp_path / "state").resolve()
    assert c.SimpleLocalProcessSpawner.home_dir_template == str(state / "tables" / "{username}")
    python, script = c.Spawner.cmd
    assert Path(script) == DEPLOY / "ludo_singleuser.py" and Path(script).is_file()
    assert c.JupyterHub.bind_url == "http://127.0.0.1:8100"
    assert c.JupyterHub.db_url == f"sqlite:///{state / 'jupyterhub.sqlite'}"
    (culler,) = c.JupyterHub.services
    assert culler["command"][1:3] == ["-m", "jupyterhub_idle_culler"]
    assert "--timeout=1200" in culler["command"]
    roles = {r["name"]: r for r in c.JupyterHub.load_roles}
    assert roles["ludo-idle-culler"]["services"] == [culler["name"]]
    assert "delete:servers" in roles["ludo-idle-culler"]["scopes"]
    # a table's scopes are all about itself: none reaches another user or server
    assert roles["user"]["scopes"] and all(s.endswith("!user") for s in roles["user"]["scopes"])
    assert "access:servers!user" in roles["user"]["scopes"]


def ludo_hub_module(c):
    """The ``ludo_hub`` module the configuration imported (beside it, by path)."""
    return sys.modules[c.JupyterHub.authenticator_class.__module__]


def test_each_server_gets_its_own_saves_folder_outside_the_notebooks(hub_config, tmp_path):
    c = hub_config
    saves = (tmp_path / "state").resolve() / "parties"

    def spawn(name, admin):
        spawner = types.SimpleNamespace(
            user=types.SimpleNamespace(name=name, admin=admin),
            environment=dict(c.Spawner.environment),
            default_url="",
        )
        c.Spawner.pre_spawn_hook(spawner)
        return spawner

    table, host = spawn("les-elephants", False), spawn("animation", True)
    env = table.environment
    assert env["LUDO_SAVES"] == str(saves / "les-elephants") and Path(env["LUDO_SAVES"]).is_dir()
    assert env["LUDO_TABLE"] == "les elephants" and table_key(env["LUDO_TABLE"]) == "les-elephants"
    assert env["LUDO_NB"] == "atacama/04_jouer_contre_l_ordinateur.ipynb"
    assert env["LUDO_POOL"] == "0" and env["LUDO_POOL_OTHERS"] == "0" and env["LUDO_GONE"] == "45s"
    assert "MPLCONFIGDIR" in env
    assert table.default_url == "/voila/render/atacama/04_jouer_contre_l_ordinateur.ipynb"
    assert host.environment["LUDO_SAVES"] == str(saves) and host.environment["LUDO_TABLE"] == ""
    assert host.default_url == "/voila/render/projecteur.ipynb"
    assert not saves.is_relative_to(ROOT / "notebooks")


def test_the_one_machine_hub_refuses_a_wrong_notebook_or_a_short_code(tmp_path, monkeypatch):
    base = {"LUDO_HUB_STATE": str(tmp_path / "s"), "LUDO_HUB_ADMIN_CODE": "y" * 40}
    with pytest.raises(SystemExit, match="n'existe pas dans notebooks"):
        _load_config(DEPLOY / "jupyterhub_config.py", {**base, "LUDO_NB": "nul.ipynb"}, monkeypatch)
    with pytest.raises(SystemExit, match="8 caractères au moins"):
        _load_config(
            DEPLOY / "jupyterhub_config.py",
            {**base, "LUDO_NB": "", "LUDO_HUB_CODE": "court"},
            monkeypatch,
        )
    with pytest.raises(SystemExit, match="durée"):
        ludo_hub.duration("bientôt", "IDLE")


def test_codes_not_given_are_drawn_once_and_kept(tmp_path, monkeypatch):
    env = {"LUDO_HUB_STATE": str(tmp_path / "s"), "LUDO_HUB_CODE": "", "LUDO_HUB_ADMIN_CODE": ""}
    first = _load_config(DEPLOY / "jupyterhub_config.py", env, monkeypatch)
    again = _load_config(DEPLOY / "jupyterhub_config.py", env, monkeypatch)
    codes = first.SharedPasswordAuthenticator
    assert len(codes.user_password) >= 8 and len(codes.admin_password) >= 32
    assert codes.user_password != codes.admin_password
    assert again.SharedPasswordAuthenticator == codes


# -- the login: a table's name, its save key --------------------------------------------------


def test_a_tables_hub_user_is_its_save_key():
    auth = ludo_hub.TableAuthenticator(
        user_password="code-de-test",
        admin_password="z" * 32,
        admin_users={"animation"},
        allow_all=True,
    )
    for typed in ["Table 3", "3", "Les Éléphants", "les elephants", "Стол 2", "animation"]:
        name = auth.normalize_username(typed)
        assert name == table_key(typed) and auth.validate_username(name), typed
        assert table_key(key_name(name)) == name  # the server's LUDO_TABLE gives it back
    assert auth.normalize_username("Les Éléphants") == "les-elephants"
    for refused in ["a/b", "'", "table_3"]:  # no table's name: no key
        assert not auth.validate_username(auth.normalize_username(refused)), refused
    for not_a_key in ["les éléphants", "Table 3", "les--elephants"]:  # a name, not its key
        assert not auth.validate_username(not_a_key), not_a_key

    def log_in(name, code):
        # in a thread of its own: an earlier test may have left an event loop running here
        login = auth.get_authenticated_user(None, {"username": name, "password": code})
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, login).result()

    assert log_in("Les Éléphants", "code-de-test")["name"] == "les-elephants"
    assert log_in("Table 3", "code-de-test")["name"] == "3"
    assert log_in("3", "mauvais-code") is None
    assert log_in("animation", "code-de-test") is None  # the host needs the admin code
    assert log_in("animation", "z" * 32)["admin"] is True
    assert log_in("a/b", "code-de-test") is None


# -- a table's server: Voilà behind the hub ---------------------------------------------------


def test_a_tables_server_listens_where_the_hub_says_and_logs_in_through_it(monkeypatch):
    c = _load_config(
        DEPLOY / "singleuser" / "voila.py",
        {
            "JUPYTERHUB_SERVICE_URL": "http://127.0.0.1:41234/user/les-elephants/",
            "JUPYTERHUB_SERVICE_PREFIX": "/user/les-elephants/",
        },
        monkeypatch,
    )
    assert (c.Voila.ip, c.Voila.port, c.Voila.base_url) == (
        "127.0.0.1",
        41234,
        "/user/les-elephants/",
    )
    from jupyterhub.singleuser.extension import JupyterHubAuthorizer, JupyterHubIdentityProvider

    provider = c.Voila.identity_provider_class
    assert issubclass(provider, JupyterHubIdentityProvider)
    assert c.Voila.authorizer_class is JupyterHubAuthorizer
    # its OAuth callback under the server's prefix, where the hub sends the browser back
    from jupyterhub.services.auth import HubOAuth

    hub_auth = HubOAuth(api_token="t", api_url="http://127.0.0.1:9/hub/api", oauth_client_id="c")
    handlers = provider(hub_auth=hub_auth).get_handlers()
    assert sorted(h[0] for h in handlers) == [
        "/user/les-elephants/logout",
        "/user/les-elephants/oauth_callback",
    ]
    launcher = _module("ludo_singleuser", DEPLOY / "ludo_singleuser.py")
    notebooks, *options = launcher.voila_arguments()
    assert notebooks == str(ROOT / "notebooks") and "--no-browser" in options
    paths = [o.split("=", 1)[1] for o in options if o.startswith("--Voila.config_file_paths=")]
    assert paths == [str(DEPLOY / "singleuser"), str(ROOT / "tools" / "atelier")]
    assert all((Path(p) / "voila.py").is_file() for p in paths)
