"""Voilà's configuration for a table's server under JupyterHub (loaded before the atelier's).

``deploy/jupyterhub/ludo_singleuser.py`` starts Voilà with this folder first in
``Voila.config_file_paths``, then ``tools/atelier`` (the same settings as `make atelier`).
This file only adds what comes from the hub, read from the environment every spawner sets:

- where to listen: ``JUPYTERHUB_SERVICE_URL`` (address and port) and the prefix under which
  the proxy forwards the table's requests, ``JUPYTERHUB_SERVICE_PREFIX`` (``/user/<table>/``);
- who may come in: JupyterHub's own identity provider and authorizer (those of
  ``jupyterhub-singleuser``), configured by ``JUPYTERHUB_API_TOKEN``, ``JUPYTERHUB_CLIENT_ID``
  and ``JUPYTERHUB_OAUTH_*``: a request is served only for a browser or a token of a hub
  user holding ``access:servers`` on this server (the table itself, the host as admin).
  Anyone else is sent to the hub, which refuses (403). Voilà's server mounts an identity
  provider's handlers (``/oauth_callback``, ``/logout``) as they are, where a Jupyter
  server joins them to its prefix: the subclass below puts them under the prefix.
"""

import os
from urllib.parse import urlparse

from jupyterhub import __version__ as hub_version
from jupyterhub.singleuser.extension import JupyterHubAuthorizer, JupyterHubIdentityProvider
from jupyterhub.utils import url_path_join

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)

PREFIX = os.environ.get("JUPYTERHUB_SERVICE_PREFIX") or "/"
_url = urlparse(os.environ.get("JUPYTERHUB_SERVICE_URL") or "http://127.0.0.1:8888")


class HubIdentityProvider(JupyterHubIdentityProvider):
    """JupyterHub's identity provider, its OAuth callback and logout under the prefix."""

    def get_handlers(self):
        return [(url_path_join(PREFIX, path), *rest) for path, *rest in super().get_handlers()]


c.Voila.ip = _url.hostname or "127.0.0.1"
c.Voila.port = _url.port or 8888
c.Voila.port_retries = 0
c.Voila.base_url = PREFIX
c.Voila.open_browser = False
c.Voila.identity_provider_class = HubIdentityProvider
c.Voila.authorizer_class = JupyterHubAuthorizer
# The hub reads the version of the servers it starts (a warning when it is missing).
c.Voila.tornado_settings = {"headers": {"X-JupyterHub-Version": hub_version}}
