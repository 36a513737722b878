"""The one error a predicate raises when a situation breaks a rule."""

# The CR whose numbering the steps and errors cite unless their module says otherwise:
# a rule number means nothing without its version (701.28 was Transform in 2022, Convert in 2025).
STEP_NUMBERING = "2022-04-29"


class RuleError(ValueError):
    """A situation the rules do not allow, or an input that is not a cost.

    field names the input at fault (for the API's 400 answer), rule the rule
    number it breaks and cr the effective date of the CR whose numbering that
    number uses; the Django side follows it through lineage to today's number.
    """

    def __init__(
        self, message: str, *, field: str | None = None, rule: str | None = None, cr: str = STEP_NUMBERING
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.rule = rule
        self.cr = cr

    def as_dict(self) -> dict[str, str | None]:
        return {"error": self.message, "field": self.field, "rule": self.rule, "cr": self.cr if self.rule else None}


def shown(text: object, *, limit: int = 40) -> str:
    """A visitor's text quoted in a message: escapes for anything but printable ASCII, cut after limit characters.

    A message never carries a NUL, a direction override or a megabyte of the input back to the visitor.
    """
    text = str(text)
    return ascii(text[:limit]) + ("…" if len(text) > limit else "")
