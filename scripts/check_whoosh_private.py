"""`make lint`: Whoosh's private internals are read in search/whooshfast.py only (docs/search.md, "Whoosh fenced").

Reads every Python file git knows (or the files given) and reports, with its line:
- an import of a private Whoosh module or name (`whoosh._x`, `from whoosh.x import _y`);
- an attribute of another object whose name is one of Whoosh's private names (`matcher._ids`): the names are
  read from the installed Whoosh's own source, so a project object's `self._x` is never one;
- `self._x` with such a name in a class deriving from a Whoosh class (a subclass reaching into its base), but for
  the methods the class defines itself;
- an assignment to an attribute of a Whoosh module (replacing one of Whoosh's names for the whole process).

    .venv/bin/python scripts/check_whoosh_private.py [files…]

Exits 1 when anything is found.
"""

import ast
import subprocess
import sys
from pathlib import Path

import whoosh

ROOT = Path(__file__).resolve().parents[1]
FENCE = "search/whooshfast.py"
# Where a private name is allowed for now, and why; each entry names who removes it.
PENDING: set[tuple[str, str]] = set()


def whoosh_private_names():
    """Every single-underscore name Whoosh's source defines or reads as an attribute."""
    names = set()
    for path in Path(whoosh.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            name = None
            if isinstance(node, ast.Attribute):
                name = node.attr
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                name = node.name
            if name and _private(name):
                names.add(name)
    return names


def _private(name):
    return name.startswith("_") and not name.startswith("__")


def _from_whoosh(module):
    return module == "whoosh" or (module or "").startswith("whoosh.")


def problems_in(path, source, private_names):
    found = []
    tree = ast.parse(source, str(path))
    whoosh_modules, whoosh_names = set(), set()

    def report(node, what):
        found.append(f"{path}:{node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _from_whoosh(alias.name):
                    whoosh_modules.add((alias.asname or alias.name).split(".")[0])
                    if any(_private(part) for part in alias.name.split(".")):
                        report(node, f"imports Whoosh's private module {alias.name}")
        elif isinstance(node, ast.ImportFrom) and _from_whoosh(node.module):
            if any(_private(part) for part in node.module.split(".")):
                report(node, f"imports from Whoosh's private module {node.module}")
            for alias in node.names:
                if _private(alias.name):
                    report(node, f"imports Whoosh's private name {alias.name}")
                bound = alias.asname or alias.name
                # `from whoosh import index`, `from whoosh.filedb import compound`: modules; the rest: names.
                (whoosh_modules if bound[:1].islower() else whoosh_names).add(bound)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private_names:
            owner = node.value.id if isinstance(node.value, ast.Name) else None
            if owner not in ("self", "cls"):
                report(node, f"reads Whoosh's private name {node.attr}")
        elif isinstance(node, ast.ClassDef):
            bases = {b.id for b in node.bases if isinstance(b, ast.Name)} | {
                b.value.id for b in node.bases if isinstance(b, ast.Attribute) and isinstance(b.value, ast.Name)
            }
            if bases & (whoosh_names | whoosh_modules):
                own = {f.name for f in node.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))}
                for inner in ast.walk(node):
                    if (
                        isinstance(inner, ast.Attribute)
                        and isinstance(inner.value, ast.Name)
                        and inner.value.id == "self"
                        and inner.attr in private_names
                        and inner.attr not in own
                    ):
                        report(inner, f"{node.name} (a Whoosh subclass) uses Whoosh's private name {inner.attr}")
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id in whoosh_modules
                ):
                    report(node, f"replaces {target.value.id}.{target.attr}, a name of Whoosh's")
    return [
        line
        for line in found
        if (str(path), line.rsplit(" ", 1)[-1]) not in PENDING  # the name is the message's last word
    ]


def main(argv):
    files = (
        argv
        or subprocess.run(
            ["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
    )
    private_names = whoosh_private_names()
    found = []
    for name in files:
        if name == FENCE or name.startswith(".venv"):
            continue
        path = Path(name)
        found += problems_in(path, (path if argv else ROOT / path).read_text(encoding="utf-8"), private_names)
    for line in found:
        print(line)
    if found:
        print(f"Whoosh's private internals belong in {FENCE} only (docs/search.md).", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
