from django import forms
from django.contrib.auth.forms import AuthenticationForm

from rulings.models import Translation

from .exchange import FORMATS


class TranslationForm(forms.Form):
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 12, "lang": "fr", "spellcheck": "true"}), required=False, max_length=20000
    )
    # The revision the editor started from: a save from an older one is refused.
    base_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class ApproveForm(forms.Form):
    base_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    override_reason = forms.CharField(
        required=False,
        max_length=1000,
        widget=forms.Textarea(attrs={"rows": 2}),
        label="Reason to approve although checks fail",
    )


class RevertForm(forms.Form):
    base_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    to_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class CommentForm(forms.Form):
    text = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}), max_length=5000, label="Comment")


class QueueFilterForm(forms.Form):
    status = forms.ChoiceField(required=False, choices=[("", "any state")] + list(Translation.Status.choices))
    origin = forms.ChoiceField(required=False, choices=[("", "any origin")] + list(Translation.Origin.choices))
    card = forms.CharField(required=False, max_length=200)
    set = forms.CharField(required=False, max_length=16, label="Set code")
    section = forms.RegexField(
        required=False,
        regex=r"^\d{1,3}(\.\d+[a-z]?)?$",
        max_length=12,
        label="CR section",
        error_messages={"invalid": "A CR section is a number such as 7, 702 or 702.126."},
    )
    q = forms.CharField(required=False, max_length=200, label="Search")


class ImportForm(forms.Form):
    file = forms.FileField()
    format = forms.ChoiceField(choices=[("", "from the file name")] + [(f, f.upper()) for f in FORMATS], required=False)


class RateLimitedAuthenticationForm(AuthenticationForm):
    error_messages = {
        **AuthenticationForm.error_messages,
        "rate_limited": "Too many failed logins for this username from your address. Try again in %(minutes)s minutes.",
    }
