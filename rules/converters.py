"""The path converter for rule numbers: /rules/702.126a, /rules/7, /rules/702.126."""

from django.urls import register_converter


class RuleNumberConverter:
    # Loose on purpose: the view normalises the number and answers a 404 that says what is wrong.
    regex = r"[0-9][0-9a-zA-Z.]{0,19}"

    def to_python(self, value):
        return value

    def to_url(self, value):
        return str(value)


register_converter(RuleNumberConverter, "rule")
