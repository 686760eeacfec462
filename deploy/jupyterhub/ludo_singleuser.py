"""A table's own server on JupyterHub: the workshop's Voilà (`make atelier`), logged in by the hub.

JupyterHub starts this file instead of ``jupyterhub-singleuser`` for every table (and for
the host): the spawner's ``cmd`` is ``python deploy/jupyterhub/ludo_singleuser.py``
(``jupyterhub_config.py`` on one machine, ``singleuser.cmd`` of ``config.yaml`` on
Kubernetes). It runs **Voilà's own server** on the notebooks, not a Jupyter server with
Voilà as an extension: a Jupyter server also offers its REST API to whoever may use it
(start a kernel and run code in it, read and write files, open a terminal), and a guest
able to run code could read another table's saves. Voilà's server only has what a Voilà
page needs: the notebooks rendered without their code, the kernel websocket (widget and
kernel-information messages only: an ``execute_request`` is dropped), a kernel's status
(which the page's « Connexion perdue » banner asks) and its shutdown, and the images
under the notebooks folder.

Its configuration comes from two files, the first one winning: ``singleuser/voila.py``
beside this file (what the hub gives: address, prefix, login through the hub) and the
atelier's own ``tools/atelier/voila.py`` (template, preheated kernels, the two limits
``CULL`` and ``GONE``, notebooks signed in memory), which reads the ``LUDO_*`` variables
that ``jupyterhub_config.py`` sets (``ludo_hub.table_environment``).

Voilà's pages set the hub's ``_xsrf`` cookie when they open (see ``with_xsrf_cookie``), and
two handlers are added. ``/user/<table>/api`` answers with the versions (the hub reads
it when the server starts). And the server's own address (``/user/<table>/``, where the hub sends a
browser once the server runs) leads to the spawner's ``default_url`` (the notebook of the
day for a table, the projector for the host), as ``jupyterhub-singleuser`` does; the list
of notebooks stays at ``/user/<table>/voila/tree``.
"""

from __future__ import annotations

import inspect
import os
import sys
from pathlib import Path

#: The repository: this file is ``deploy/jupyterhub/ludo_singleuser.py``.
ROOT = Path(__file__).resolve().parents[2]


def voila_arguments() -> list[str]:
    """Voilà's command line: the notebooks folder, the hub's config, then the atelier's."""
    return [
        str(ROOT / "notebooks"),
        "--no-browser",
        f"--Voila.config_file_paths={Path(__file__).resolve().parent / 'singleuser'}",
        f"--Voila.config_file_paths={ROOT / 'tools' / 'atelier'}",
    ]


def hub_voila():
    """Voilà's application with the redirection of the server's root to its default page."""
    from jupyterhub import __version__ as hub_version
    from jupyterhub.utils import url_path_join
    from tornado.web import RedirectHandler, RequestHandler
    from voila import __version__ as voila_version
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    class VersionHandler(RequestHandler):
        """``/user/<table>/api``: the versions, which the hub reads once the server is up
        (as from ``jupyterhub-singleuser``: otherwise it warns of a very old server)."""

        def get(self):
            self.set_header("X-JupyterHub-Version", hub_version)
            self.finish({"voila": voila_version})

    def with_xsrf_cookie(handler_class):
        """A page handler that sets the hub's ``_xsrf`` cookie (for this server's prefix) as
        the page is opened: the page's own requests that are not a navigation (the banner's
        question about its kernel, the shutdown on closing) must send it back, or JupyterHub
        refuses them (403). jupyter_server's pages set it by reading ``xsrf_token``, as
        this does; Voilà's pages never read it."""

        class PageWithXsrf(handler_class):
            async def prepare(self, *args, **kwargs):
                ready = super().prepare(*args, **kwargs)
                if inspect.isawaitable(ready):
                    await ready
                self.xsrf_token  # noqa: B018 (the property sets the cookie)

        return PageWithXsrf

    class HubVoila(Voila):
        def init_handlers(self):
            handlers = [
                (path, with_xsrf_cookie(cls), *rest)
                if cls in (TornadoVoilaHandler, TornadoVoilaTreeHandler)
                else (path, cls, *rest)
                for path, cls, *rest in super().init_handlers()
            ]
            handlers.insert(0, (url_path_join(self.base_url, "api"), VersionHandler))
            default = os.environ.get("JUPYTERHUB_DEFAULT_URL", "").strip()
            if default:  # before Voilà's file list, which answers at the root
                target = url_path_join(self.base_url, default)
                handlers.insert(0, (self.base_url, RedirectHandler, {"url": target}))
            return handlers

    return HubVoila


def main() -> None:
    # Voilà finds the ``ludo`` template on JUPYTER_PATH (as `make atelier` sets it).
    extra = os.environ.get("JUPYTER_PATH", "")
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        p for p in (str(ROOT / "tools" / "atelier"), extra) if p
    )
    os.chdir(ROOT / "notebooks")
    sys.argv = ["voila", *voila_arguments(), *sys.argv[1:]]
    hub_voila().launch_instance()


if __name__ == "__main__":
    main()
