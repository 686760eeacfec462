"""``python -m tests.golden [--update]``: check (or rewrite) the golden playthroughs."""

from __future__ import annotations

import difflib
import sys

from . import GAMES, dump, path_of, record


def main(argv: list[str]) -> int:
    update = "--update" in argv
    changed = 0
    for game, seed, options, seats in GAMES:
        path = path_of(game, seed)
        new = dump(record(game, seed, options, seats))
        old = path.read_text(encoding="utf-8") if path.exists() else ""
        if new == old:
            continue
        changed += 1
        if update:
            path.write_text(new, encoding="utf-8")
            print(f"rewritten: {path.name}")
        else:
            diff = difflib.unified_diff(
                old.splitlines(), new.splitlines(), path.name, "today", lineterm="", n=1
            )
            print("\n".join(list(diff)[:60]))
    if not update:
        print(f"{changed} golden file(s) differ" + (" (use --update)" if changed else ""))
    return 1 if changed and not update else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
