"""When the workshop server (`make atelier`) stops a guest's kernel: two limits, not one.

jupyter_server's culler has one idle limit, applied either to every kernel or only to the
kernels nobody is connected to (``cull_connected``). A workshop needs both at once:

- a kernel whose page is gone (no websocket left: tab closed, laptop gone, network lost)
  is freed after ``gone_timeout`` seconds (100 s by default: within about two minutes,
  one check every ``cull_interval``), so that its memory goes back to the room. A kernel
  whose page never connected yet (taken from the pool, its page still loading on a busy
  machine) gets at least ``first_connection_timeout`` seconds (120 s) to connect;
- a kernel whose page is still connected is stopped only after ``cull_idle_timeout``
  seconds without activity (hours: a laptop forgotten on a table), never during a rules
  talk or a coffee break.

What counts as activity is jupyter_server's rule (a message from the kernel about a
request the server tracks), plus a page connecting to the kernel; and the idle clock of a
kernel taken from the pool starts when it leaves the pool (the first check that sees it
outside), not when it finished running its notebook: a kernel preheated at five o'clock
and taken at half past eight must not be stopped as « idle for 3 hours » while its page
loads. A click in a widget sends a ``comm_msg``, and the kernel's
« busy »/« idle » answer to it counts. The messages a page sends by itself when its
websocket (re)connects (``kernel_info_request``, ``comm_info_request``) do not count, and
the websocket's own pings never reach the kernel: a page left open and untouched is
stopped after the long limit. (A widget that sends messages on its own, such as a « Play »
button left playing, keeps its kernel alive while it plays.)

Kernels waiting in Voilà's pool are never stopped (Voilà's own manager, built on top of this
class, skips them first). A busy kernel is never stopped (a notebook still being computed
for a page that has not connected yet). :func:`verdict` is the whole decision, tested on its
own (tests/test_atelier.py).
"""

from __future__ import annotations

import time
from datetime import datetime

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Integer


def verdict(
    *, busy: bool, connections: int, alone_for: float, idle_for: float, gone: float, idle: float
) -> str | None:
    """Why a kernel must stop now: ``"gone"`` (no page for ``gone`` seconds), ``"idle"``
    (no activity for ``idle`` seconds, page or not), or None (it stays)."""
    if busy:
        return None
    if connections == 0 and alone_for >= gone:
        return "gone"
    if idle_for >= idle:
        return "idle"
    return None


class AtelierKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager with the workshop's two limits (see the module)."""

    gone_timeout = Integer(
        100,
        config=True,
        help="Seconds after which a kernel with no page connected to it is stopped.",
    )

    first_connection_timeout = Integer(
        120,
        config=True,
        help="Seconds a kernel whose page never connected gets before it is stopped "
        "(at least gone_timeout).",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        # kernel id -> time.monotonic() since when no websocket is connected to it
        self._alone_since: dict[str, float] = {}
        self._connected_once: set[str] = set()
        # kernel id -> when it was first seen out of the pool, or a page last connected
        self._fresh_since: dict[str, datetime] = {}

    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._alone_since.pop(kernel_id, None)
        self._connected_once.add(kernel_id)
        self._fresh_since[kernel_id] = utcnow()

    def notify_disconnect(self, kernel_id):
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id) == 0:
            self._alone_since[kernel_id] = time.monotonic()

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        self._alone_since.pop(kernel_id, None)
        self._connected_once.discard(kernel_id)
        self._fresh_since.pop(kernel_id, None)
        return await super().shutdown_kernel(kernel_id, *args, **kwargs)

    async def cull_kernel_if_idle(self, kernel_id):
        kernel = self._kernels[kernel_id]
        last = getattr(kernel, "last_activity", None)
        if getattr(kernel, "execution_state", None) == "dead" or last is None:
            return await super().cull_kernel_if_idle(kernel_id)  # stops a dead kernel
        connections = self._kernel_connections.get(kernel_id, 0)
        now = time.monotonic()
        if connections:
            self._alone_since.pop(kernel_id, None)
        # A kernel never connected yet (just taken from the pool, its page still loading)
        # is alone from the first check that sees it.
        alone_since = self._alone_since.setdefault(kernel_id, now) if not connections else now
        gone = self.gone_timeout
        if kernel_id not in self._connected_once:
            gone = max(gone, self.first_connection_timeout)
        idle_for = utcnow() - max(last, self._fresh_since.setdefault(kernel_id, utcnow()))
        reason = verdict(
            busy=kernel.execution_state == "busy",
            connections=connections,
            alone_for=now - alone_since,
            idle_for=idle_for.total_seconds(),
            gone=gone,
            idle=self.cull_idle_timeout,
        )
        if reason is None:
            return None
        self.log.warning(
            "Atelier: stopping kernel %s (%s: %s)",
            kernel_id,
            reason,
            f"no page connected for {now - alone_since:.0f} s"
            if reason == "gone"
            else f"no activity for {idle_for.total_seconds():.0f} s, "
            f"{connections} page(s) connected",
        )
        await self.shutdown_kernel(kernel_id)
        return reason
