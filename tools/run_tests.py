"""`make test`'s pytest run in two lanes at once: the browser tests (Voilà, JupyterLab,
Chromium: marked ``browser``, see tests/conftest.py) one after the other in one process,
every other test in a second one. The browser tests spend most of their time waiting for a
page; the others keep the second core busy meanwhile.

The browser lane writes to ``test-artifacts/pytest-browser.log``, shown whole once both
lanes are done; the other lane is shown as it runs. The exit code is the first non-zero
one of the two lanes (0 when both pass). Extra arguments go to both pytest runs.

    python tools/run_tests.py [pytest arguments]
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOG = ROOT / "test-artifacts" / "pytest-browser.log"


def main(extra: list[str]) -> int:
    LOG.parent.mkdir(parents=True, exist_ok=True)
    pytest = [sys.executable, "-m", "pytest"]
    start = time.monotonic()
    with LOG.open("w", encoding="utf-8") as log:
        browser = subprocess.Popen(
            [*pytest, "-m", "browser", "--durations=10", *extra],
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
        try:
            others = subprocess.call(
                [*pytest, "-m", "not browser", "--durations=15", *extra],
                cwd=ROOT,
                stdin=subprocess.DEVNULL,
            )
            print(f"\n[tests hors navigateur : terminés en {time.monotonic() - start:.0f} s]")
            browser_code = browser.wait()
        finally:
            if browser.poll() is None:
                browser.kill()
    print(f"\n===== tests dans le navigateur ({LOG.relative_to(ROOT)}) =====", flush=True)
    sys.stdout.write(LOG.read_text(encoding="utf-8"))
    print(f"[les deux voies : terminées en {time.monotonic() - start:.0f} s]")
    return others or browser_code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
