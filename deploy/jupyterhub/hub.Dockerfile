# The hub's image for Zero to JupyterHub (config.yaml, hub.image): the chart's own hub image
# (chart 4.4.0: JupyterHub 5.5.0, jupyterhub-idle-culler) with what the workshop's login
# needs: ludo's save keys (ludo.core.saves.table_key, the standard library only: installed
# without its dependencies) and ludo_hub.py. Built from the repository's root:
#   docker build -f deploy/jupyterhub/hub.Dockerfile -t <registre>/ludo-hub:<version> .
FROM quay.io/jupyterhub/k8s-hub:4.4.0

USER root
COPY pyproject.toml README.md /srv/ludo/
COPY ludo /srv/ludo/ludo
RUN python3 -m pip install --no-cache-dir --no-deps /srv/ludo && rm -rf /srv/ludo
COPY deploy/jupyterhub/ludo_hub.py /srv/ludo-hub/ludo_hub.py
ENV PYTHONPATH=/srv/ludo-hub
USER jovyan
