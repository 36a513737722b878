"""The one error a predicate raises when a situation breaks a rule."""


class RuleError(ValueError):
    """A situation the rules do not allow, or an input that is not a cost.

    field names the input at fault (for the API's 400 answer) and rule the
    rule number it breaks, in the numbering of the newest imported CR.
    """

    def __init__(self, message, *, field=None, rule=None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.rule = rule

    def as_dict(self):
        return {"error": self.message, "field": self.field, "rule": self.rule}
