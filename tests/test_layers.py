"""Every module of the project sits in a layer of the import-linter contract (pyproject.toml): a module left out
of the layers is checked by nothing, and could import upwards unseen."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def layers():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    return config["root_packages"], next(c for c in config["contracts"] if c["type"] == "layers")["layers"]


def parts(layer):
    """The modules of a layer: `:` joins modules that may import each other, `|` those that may not."""
    return [part.strip() for part in re.split(r"[:|]", layer.replace("\n", " ")) if part.strip()]


def contract():
    packages, all_layers = layers()
    return packages, {part for layer in all_layers for part in parts(layer)}


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
    assert not covered("predicates.something_new", named)  # predicates is named module by module (its engine apart)
    assert covered("dataversion.something_new", named)  # a whole app is a layer: its new modules are in it
    assert covered("search.management.commands.rebuild_index", named)


def test_apps_of_one_level_are_kept_apart():
    """`:` lets the modules of a layer import each other: it joins only modules of one app. Apps on one level are
    joined with `|`, which forbids imports between them (the views of every app once shared a `:` layer, and
    imported each other both ways)."""
    for layer in layers()[1]:
        text = layer.replace("\n", " ")
        assert not (":" in text and "|" in text), layer
        apps = [part.split(".")[0] for part in parts(layer)]
        if ":" in text:
            assert len(set(apps)) == 1, layer
        else:
            assert len(set(apps)) == len(apps), layer
