"""The typed public functions (issue 23, item 9): what mypy must check, and how those functions take arguments.

Run by `make lint`, before mypy. Exits 1, naming each problem:
- a services or selectors module (or package) of an app that is not in pyproject's [tool.mypy] files, so a new
  one cannot slip out of the type check;
- a module of the rule engine whose functions or classes the rest of the code imports (its entry points; a module
  imported for its constants only is not one) that is not there;
- a [[tool.mypy.overrides]] that lets a listed module go untyped again;
- a public function of those modules that takes more than one argument by position: the subject may come first,
  the rest are keyword-only (`*`), so a call reads what it passes and a new parameter cannot shift the others.
  In the engine, only the functions imported from outside it are its public functions.
"""

import ast
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = "predicates.engine"
# Override settings that would let a listed module go untyped or unchecked.
LOOSE = {"disallow_untyped_defs": False, "disallow_incomplete_defs": False, "ignore_errors": True}


def config():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]


def apps():
    return config()["importlinter"]["root_packages"]


def app_files():
    for package in apps():
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" not in path.relative_to(ROOT).parts:
                yield path.relative_to(ROOT).as_posix()


def module_name(path):
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_path(name):
    """The file of a module of the project, or None (a name imported from a module, not a module)."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.exists():
            return path.relative_to(ROOT).as_posix()
    return None


def services_and_selectors(files):
    """Every services*.py / selectors*.py module, and every module of a services/ or selectors/ package."""
    kinds = ("services", "selectors")
    return sorted(f for f in files if any(f.rsplit("/", 1)[-1].startswith(k) or f"/{k}/" in f for k in kinds))


def engine_imports(files):
    """{engine module file: names imported from it} for what the code outside the engine imports from it."""
    found = {}
    prefix = ENGINE.replace(".", "/") + "/"
    for path in files:
        if path.startswith(prefix):
            continue
        tree = ast.parse((ROOT / path).read_text(), path)
        aliases = {}  # `from predicates.engine import catalog`: catalog.get(...) uses catalog's get
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith(ENGINE):
                for alias in node.names:
                    sub = module_path(f"{node.module}.{alias.name}")
                    if sub is not None:
                        found.setdefault(sub, set())
                        aliases[alias.asname or alias.name] = sub
                    elif (owner := module_path(node.module)) is not None:
                        found.setdefault(owner, set()).add(alias.name)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
                found[aliases[node.value.id]].add(node.attr)
    # Constants (NO_RULING, MAX_COSTS) are no entry point: a module imported for them alone is not one.
    found = {path: {name for name in names if not name.isupper()} for path, names in found.items()}
    return {path: names for path, names in found.items() if names and path != prefix + "__init__.py"}


def checked_files(tool):
    return set(tool["mypy"].get("files", []))


def loosened(tool, listed):
    """Listed modules an override lets go untyped: `predicates.engine.*` covers predicates/engine/mana.py."""
    found = []
    for override in tool["mypy"].get("overrides", []):
        patterns = override["module"] if isinstance(override["module"], list) else [override["module"]]
        if not any(override.get(key) == value for key, value in LOOSE.items()):
            continue
        for path in sorted(listed):
            name = module_name(path)
            if any(name == p or (p.endswith(".*") and (name + ".").startswith(p[:-1])) for p in patterns):
                found.append(f"pyproject.toml: the override of {', '.join(patterns)} lets {path} go untyped")
    return found


def positional(function):
    return [a.arg for a in function.args.posonlyargs + function.args.args if a.arg not in ("self", "cls")]


def several_by_position(path, only=None):
    """Public top-level functions of `path` (those in `only`, if given) taking more than one argument by position."""
    tree = ast.parse((ROOT / path).read_text(), path)
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or node.name.startswith("_"):
            continue
        if only is not None and node.name not in only:
            continue
        names = positional(node)
        if len(names) > 1:
            yield (
                f"{path}:{node.lineno}: {node.name}({', '.join(names)}): "
                f"more than one argument by position; make all but the first keyword-only (*)"
            )


def problems(files=None, tool=None):
    files = list(app_files()) if files is None else files
    tool = config() if tool is None else tool
    listed = checked_files(tool)
    public = services_and_selectors(files)
    engine = engine_imports(files)
    found = [f"{path}: not in pyproject's [tool.mypy] files" for path in public + sorted(engine) if path not in listed]
    found += loosened(tool, listed)
    for path in public:
        found += several_by_position(path)
    for path, names in sorted(engine.items()):
        found += several_by_position(path, only=names)
    return found


def main():
    found = problems()
    for line in found:
        print(line, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
