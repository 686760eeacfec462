"""How the real-browser tests and `make bench-atelier` start Debian's chromium (no ludo here).

One place for the flags, so that the tests (tests/conftest.py) and the benchmark of the
workshop server (benchmarks/atelier.py) measure and check the same browser. Imported as
``chromium`` by the tests (pytest puts tests/ on the path) and as ``tests.chromium`` by the
benchmarks (run from the repository's root).
"""

#: Debian's chromium (`make browser-deps`); Playwright cannot download browsers here.
CHROMIUM = "/usr/bin/chromium"

#: No sandbox (containers, root), no GPU, and nothing that calls the network by itself:
#: the pages may only reach this machine.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


async def hermetic_context(browser, width: int = 1280, height: int = 1000):
    """A new context of ``browser`` (Playwright's async API) whose pages may only reach this
    machine: any request to another host is aborted."""
    context = await browser.new_context(viewport={"width": width, "height": height})

    async def only_loopback(route):
        host = route.request.url.split("/")[2].split(":")[0]
        if host in {"127.0.0.1", "localhost"}:
            await route.continue_()
        else:
            await route.abort()

    await context.route("**/*", only_loopback)
    return context
