"""Every module of the project sits in a layer of the import-linter contract (pyproject.toml): a module left out
of the layers is checked by nothing, and could import upwards unseen."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def contract():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    layers = next(c for c in config["contracts"] if c["type"] == "layers")
    named = {part.strip() for layer in layers["layers"] for part in layer.replace("\n", " ").split(":")}
    return config["root_packages"], named - {""}


def modules(package):
    base = ROOT / package
    for path in base.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if "migrations" in parts or (parts[-1] == "__init__" and not path.read_text().strip()):
            continue  # migrations import only Django; an empty __init__ imports nothing
        yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def covered(module, named):
    parts = module.split(".")
    return any(".".join(parts[:i]) in named for i in range(1, len(parts) + 1))


def test_every_module_is_in_a_layer():
    packages, named = contract()
    missing = sorted(m for package in packages for m in modules(package) if not covered(m, named))
    assert missing == []


def test_the_check_sees_a_module_left_out():
    packages, named = contract()
    assert not covered("dataversion.something_new", named)
    assert covered("search.management.commands.rebuild_index", named)
