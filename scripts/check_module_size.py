"""No module of the apps over MAX_LINES lines: a module that long holds several jobs (issue 23, item 3).

Run by `make lint`. Reads the apps from pyproject.toml's import-linter root packages; tests, benchmarks, scripts
and migrations are not the apps. Exits 1, naming each module over the limit that is not in KNOWN_OVER, and each
module of KNOWN_OVER that is back under it (take it off the list, so it stays under).
"""

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 500

# A module over the limit while it is being split by job (issue 23); none since 2026-12-02.
KNOWN_OVER: set[str] = set()


def apps():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["root_packages"]


def sizes():
    for package in apps():
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" not in path.parts:
                with path.open("rb") as lines:
                    yield path.relative_to(ROOT).as_posix(), sum(1 for _ in lines)


def problems(found, limit=MAX_LINES, known=KNOWN_OVER):
    over = {name: count for name, count in found if count > limit}
    new = [f"{name}: {over[name]} lines, over {limit}: split it by job" for name in sorted(set(over) - set(known))]
    done = [f"{name}: now {limit} lines or fewer: take it off KNOWN_OVER" for name in sorted(set(known) - set(over))]
    return new + done


def main():
    found = problems(list(sizes()))
    for line in found:
        print(line, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
