"""``python -m tests.golden [--update]``: check (or rewrite) the golden playthroughs.

Without ``--update``: the diff of each file that today's rules would change (its first
60 lines), nothing written. With ``--update``: the whole unified diff of each file, printed
*before* the file is rewritten, so that whoever blesses a change reads it first.
"""

from __future__ import annotations

import difflib
import sys

from . import GAMES, dump, path_of, record

#: Lines of each file's diff shown by a check (an update shows them all).
SHOWN = 60


def diff(old: str, new: str, name: str, context: int = 3) -> list[str]:
    """The unified diff from ``old`` to ``new`` (the file ``name``), line by line."""
    return list(
        difflib.unified_diff(
            old.splitlines(),
            new.splitlines(),
            f"{name} (stored)" if old else "/dev/null",
            f"{name} (today)",
            lineterm="",
            n=context,
        )
    )


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
        lines = diff(old, new, path.name)
        if update:
            print("\n".join(lines))
            path.write_text(new, encoding="utf-8")
            print(f"rewritten: {path.name}\n")
        else:
            print("\n".join(lines[:SHOWN]))
            if len(lines) > SHOWN:
                print(f"… {len(lines) - SHOWN} more lines of diff for {path.name}")
    if update:
        print(f"{changed} golden file(s) rewritten" + (": read the diffs above" if changed else ""))
    else:
        print(f"{changed} golden file(s) differ" + (" (use --update)" if changed else ""))
    return 1 if changed and not update else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
