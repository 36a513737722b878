"""Reading pages as HTML, not as strings: find elements by tag and attributes in Django's parsed tree."""

from django.test.html import Element, parse_html


def _matches(element, tag, attrs):
    if tag is not None and element.name != tag:
        return False
    have = dict(element.attributes)
    for name, wanted in attrs.items():
        if name not in have:
            return False
        # Django's parser keeps a boolean attribute (selected, defer, disabled) with the value None.
        value = have[name]
        if value is None:
            if wanted is not True:
                return False
        elif name == "class" and wanted is not True:
            if wanted not in value.split():
                return False
        elif wanted is not True and value != wanted:
            return False
    return True


def _walk(element):
    for child in element.children:
        if isinstance(child, Element):
            yield child
            yield from _walk(child)


def find_all(html, tag=None, **attrs):
    """The elements named `tag` (any if None) with these attributes: `class_` matches one class, `data_check` is the
    attribute data-check, True means present with any value."""
    root = parse_html(html) if isinstance(html, str) else html
    wanted = {name.rstrip("_").replace("_", "-"): value for name, value in attrs.items()}
    elements = [root] if isinstance(root, Element) and root.name and _matches(root, tag, wanted) else []
    return elements + [e for e in _walk(root) if _matches(e, tag, wanted)]


def find(html, tag=None, **attrs):
    """The first matching element; the test fails if there is none."""
    found = find_all(html, tag, **attrs)
    assert found, f"no <{tag or '*'}> with {attrs}"
    return found[0]


def text_of(element):
    """The text inside an element, entities decoded, tags dropped."""
    return "".join(child if isinstance(child, str) else text_of(child) for child in element.children)
