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

The second half of this module is about the pools of preheated kernels themselves: when a
pool refills (:func:`refill_to_start`, :func:`with_quick_refill`), what replaces a kernel
that failed, and the French lines the host reads in the console (:func:`ready_line`).
"""

from __future__ import annotations

import asyncio
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


# --- The pools of preheated kernels -------------------------------------------------------

#: States of an item of a pool (a kernel being prepared for a notebook).
WAITING = "waiting"  # a refill waiting for its delay (no kernel yet)
STARTING = "starting"  # its kernel is starting or running the notebook
READY = "ready"  # the notebook has run in it: a page gets its view at once
FAILED = "failed"  # its kernel could not start


#: How the console says which kernel a page took (the page waits unless it was ready).
_TAKEN = {
    READY: "prêt",
    STARTING: "encore en préparation",
    WAITING: "qui démarre à l'instant",
    FAILED: "en erreur",
}


def refill_to_start(states: list[str]) -> int | None:
    """Which waiting refill of a pool must start now (its index), or None.

    Refills wait ``fill_delay`` (20 s) after a page took a kernel, so that a group of guests
    arriving together does not also pay for as many kernels starting at once; but a pool
    must never be left with nothing ready nor on its way: the next guest would wait for the
    whole delay, then for a kernel to start and run the notebook (13 to 23 s with a pool of
    one). Then the oldest waiting refill starts now.
    """
    if any(state in (READY, STARTING) for state in states):
        return None
    return states.index(WAITING) if WAITING in states else None


def _kernels(count: int) -> str:
    return f"{count} noyau" if count == 1 else f"{count} noyaux"


def ready_line(sizes: dict[str, int], failed: list[str], seconds: float) -> str:
    """The French line the host waits for: every pool has run its notebook in its kernels.

    ``sizes`` maps each notebook to the kernels prepared for it; ``failed`` lists the
    notebooks no kernel could be prepared for (their pages start their own).
    """
    total = sum(sizes.values())
    if not total:
        return (
            "Atelier prêt : aucun noyau préparé d'avance ; chaque page démarre le sien en "
            "ouvrant son carnet."
        )
    by_size: dict[int, list[str]] = {}
    for notebook, size in sizes.items():
        if size:
            by_size.setdefault(size, []).append(notebook)
    parts = []
    for size, notebooks in sorted(by_size.items(), key=lambda kv: (len(kv[1]), -kv[0])):
        if len(notebooks) == 1:
            parts.append(f"{size} pour {notebooks[0]}")
        else:
            others = " autres" if parts else ""
            parts.append(f"{size} pour chacun des {len(notebooks)}{others} carnets")
    ready = "prêt" if total == 1 else "prêts"
    text = f"Atelier prêt : {_kernels(total)} {ready} ({', '.join(parts)}), en {seconds:.0f} s."
    if failed:
        text += (
            f" En erreur : {', '.join(sorted(set(failed)))} (leurs pages démarreront leur "
            "noyau à leur ouverture)."
        )
    return text


#: How many times a notebook's failed kernel is replaced before its pool is given up.
REPLACEMENTS = 2


def with_quick_refill(voila_manager):
    """Voilà's manager of preheated kernels (``voila_manager``, the class Voilà builds on top
    of :class:`AtelierKernelManager`), with the workshop's refills and its « prêt » line.

    - A refill waits ``fill_delay`` after a page took a kernel, unless the pool is left
      with no kernel ready or starting (:func:`refill_to_start`): then one starts now. And
      a page never waits for a refill's delay: the kernel it takes starts at once.
    - When every kernel prepared at start-up has run its notebook (Voilà's « Kernel pool …
      is filled » only means started), one French line says so (:func:`ready_line`); later,
      each pool that is full again says so too, and each page says which kernel it took.
    - A kernel that could not start, or whose notebook could not be run (a kernel that did
      not answer within 60 s on a loaded machine), leaves its pool at once and another
      takes its place (``REPLACEMENTS`` times per notebook): Voilà would have handed it to
      a page, which then showed an error.
    """

    class AtelierPools(voila_manager):
        def __init__(self, **kwargs):
            # Voilà fills every pool from its __init__: these must exist first.
            self._filling = False
            self._refill_wait = 0.0
            self._new_gates: list[asyncio.Event | None] = []
            self._gates: dict[asyncio.Future, asyncio.Event] = {}
            self._replaced: dict[str, int] = {}
            self._given_up: list[str] = []
            self._startup: set[asyncio.Future] = set()
            self._announced = False
            self._closing = False
            self._began = time.monotonic()
            super().__init__(**kwargs)
            self._sizes = {nb: len(pool) for nb, pool in self._pools.items()}
            self._startup = {item for pool in self._pools.values() for item in pool}
            if not self._startup:
                self._announce()

        def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
            wait = self.fill_delay if delay is None else delay
            pool = self._pools.get(notebook_name, [])
            before = len(pool)
            self._filling, self._refill_wait, self._new_gates = True, wait, []
            try:
                # Voilà's own delay is 0: the wait is the gate's (see _initialize).
                super().fill_if_needed(delay=0, notebook_name=notebook_name, **kwargs)
            finally:
                self._filling, self._refill_wait = False, 0.0
            pool = self._pools.get(notebook_name, [])
            for item, gate in zip(pool[before:], self._new_gates, strict=False):
                if gate is not None:
                    self._gates[item] = gate
                item.add_done_callback(
                    lambda done, nb=notebook_name: self._kernel_started(nb, done)
                )
            self._new_gates = []
            self._start_one_if_none_coming(notebook_name)

        def _initialize(self, notebook_path, kernel_id=None, **kwargs):
            work = super()._initialize(notebook_path, kernel_id, **kwargs)
            if not self._filling or kernel_id is not None:
                return work
            gate = asyncio.Event() if self._refill_wait > 0 else None
            self._new_gates.append(gate)
            return work if gate is None else self._after(gate, self._refill_wait, work)

        @staticmethod
        async def _after(gate: asyncio.Event, wait: float, work):
            try:
                await asyncio.wait_for(gate.wait(), wait)
            except asyncio.TimeoutError:
                gate.set()
            except asyncio.CancelledError:
                work.close()
                raise
            return await work

        async def get_rendered_notebook(self, notebook_name, *args, **kwargs):
            pool = self._pools.get(notebook_name) or []
            if pool:
                state = self._state(pool[0])
                self.log.info(
                    "Atelier : une page de %s prend un noyau %s.",
                    notebook_name,
                    _TAKEN[state],
                )
                # the kernel this page takes: never wait for its refill delay
                self._open(pool[0], notebook_name, "une page l'attend")
            return await super().get_rendered_notebook(notebook_name, *args, **kwargs)

        async def shutdown_all(self, *args, **kwargs):
            self._closing = True
            # Voilà's own waits for every item of the pools: a refill still waiting for its
            # delay would hold the server's stop up to 20 s, then start a kernel to stop it.
            for pool in self._pools.values():
                for item in [i for i in pool if self._state(i) == WAITING]:
                    pool.remove(item)
                    item.cancel()
            return await super().shutdown_all(*args, **kwargs)

        def _state(self, item) -> str:
            gate = self._gates.get(item)
            if gate is not None and not gate.is_set():
                return WAITING
            if not item.done():
                return STARTING
            if item.cancelled() or item.exception() is not None:
                return FAILED
            render = item.result()["task"]
            if not render.done():
                return STARTING
            if render.cancelled() or render.exception() is not None:
                return FAILED
            return READY

        def _open(self, item, notebook_name, why: str) -> None:
            gate = self._gates.get(item)
            if gate is not None and not gate.is_set():
                gate.set()
                self.log.info(
                    "Atelier : un noyau de plus démarre tout de suite pour %s (%s).",
                    notebook_name,
                    why,
                )

        def _start_one_if_none_coming(self, notebook_name) -> None:
            pool = self._pools.get(notebook_name, [])
            index = refill_to_start([self._state(item) for item in pool])
            if index is not None:
                self._open(pool[index], notebook_name, "plus aucun prêt dans la réserve")

        def _kernel_started(self, notebook_name, item) -> None:
            self._gates.pop(item, None)
            if item.cancelled() or item.exception() is not None:
                self._executed(notebook_name, item)
                return
            item.result()["task"].add_done_callback(
                lambda _render: self._executed(notebook_name, item)
            )

        def _executed(self, notebook_name, item) -> None:
            """``item`` of ``notebook_name``'s pool has run the notebook, or failed."""
            pool = self._pools.get(notebook_name, [])
            if self._state(item) == FAILED and item in pool and not self._closing:
                self._replace(notebook_name, item)
            if not self._announced:
                self._startup.discard(item)
                if not self._startup:
                    self._announce()
            elif item in pool and all(self._state(i) == READY for i in pool):
                self.log.info(
                    "Atelier : réserve de %s à nouveau pleine (%s).",
                    notebook_name,
                    _kernels(len(pool)),
                )

        def _replace(self, notebook_name, item) -> None:
            """Take a failed kernel out of its pool (and stop it), and start another."""
            pool = self._pools[notebook_name]
            pool.remove(item)
            if not item.cancelled() and item.exception() is None:
                asyncio.ensure_future(self._stop(item.result()["kernel_id"]))
            replaced = self._replaced[notebook_name] = self._replaced.get(notebook_name, 0) + 1
            if replaced > REPLACEMENTS:
                self._given_up.append(notebook_name)
                self.log.warning(
                    "Atelier : aucun noyau n'a pu être préparé pour %s (%d essais) ; ses "
                    "pages démarreront leur noyau à leur ouverture.",
                    notebook_name,
                    replaced,
                )
                return
            self.log.warning(
                "Atelier : un noyau préparé pour %s a échoué ; un autre le remplace.",
                notebook_name,
            )
            before = len(pool)
            self.fill_if_needed(delay=0, notebook_name=notebook_name)
            if not self._announced:  # the « prêt » line waits for the replacement
                self._startup.update(self._pools[notebook_name][before:])

        async def _stop(self, kernel_id) -> None:
            try:
                await self.shutdown_kernel(kernel_id)
            except Exception:  # already gone: nothing left to free
                self.log.debug("Atelier: kernel %s already stopped", kernel_id)

        def _announce(self) -> None:
            self._announced = True
            sizes = {nb: 0 if nb in self._given_up else n for nb, n in self._sizes.items()}
            self.log.info(ready_line(sizes, self._given_up, time.monotonic() - self._began))

    return AtelierPools


def with_ready_line(manager):
    """Voilà's manager when no kernel is preheated (``POOL=0``): the same « prêt » line,
    printed once the server runs, so that the host always has one line to wait for."""

    class AtelierWithoutPools(manager):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            try:
                loop = asyncio.get_event_loop()
            except RuntimeError:  # as Voilà's own pools do, outside a running loop
                loop = asyncio.new_event_loop()
                asyncio.set_event_loop(loop)
            loop.call_soon(lambda: self.log.info(ready_line({}, [], 0.0)))

    return AtelierWithoutPools
