from axes.handlers.proxy import AxesProxyHandler
from django import forms
from django.contrib.admin.forms import AdminPasswordChangeForm
from django.contrib.auth.forms import PasswordChangeForm
from django.contrib.auth.signals import user_login_failed
from django.core.exceptions import ValidationError

from translations.models import Translation

from .exchange import EXPORT_FORMATS, FILE_FORMATS, IMPORT_FORMATS, ExportRequest, export_problem
from .rendering import control_problem, text_problem


def _refuse(problem):
    def validate(value):
        message = problem(value)
        if message:
            raise ValidationError(message[:1].upper() + message[1:] + ".")

    return validate


class TranslationForm(forms.Form):
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 12, "lang": "fr", "spellcheck": "true"}),
        required=False,
        max_length=20000,
        validators=[_refuse(text_problem)],
    )
    # The revision the editor started from: a save from an older one is refused.
    base_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class ApproveForm(forms.Form):
    base_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    override_reason = forms.CharField(
        required=False,
        max_length=1000,
        validators=[_refuse(control_problem)],
        widget=forms.Textarea(attrs={"rows": 2}),
        label="Reason to approve although checks fail",
    )


class RevertForm(forms.Form):
    base_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    to_revision = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class CommentForm(forms.Form):
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=5000,
        label="Comment",
        validators=[_refuse(control_problem)],
    )


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


class ExportForm(forms.Form):
    """The choices of export_translations (--format, --language, --status, --include-untranslated), for the page."""

    format = forms.ChoiceField(choices=[(f, FILE_FORMATS[f].label) for f in EXPORT_FORMATS], initial="po")
    language = forms.RegexField(
        regex=r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
        max_length=12,
        required=False,
        initial="fr",
        error_messages={"invalid": "A language is a code such as fr or pt-BR."},
    )
    status = forms.ChoiceField(required=False, choices=[("", "any state")] + list(Translation.Status.choices))
    include_untranslated = forms.BooleanField(
        required=False, label="with the texts not started yet (empty, to fill in)"
    )

    def __init__(self, *args, languages=(), **kwargs):
        super().__init__(*args, **kwargs)
        # The languages with translations, as a list to pick from; any other code may still be typed or sent.
        self.fields["language"].widget = forms.TextInput(attrs={"list": "export-languages", "size": 6})
        self.languages = sorted(set(languages) | {"fr"})

    def clean(self):
        data = super().clean()
        if not self.errors:
            problem = export_problem(self.export_request())
            if problem:
                raise forms.ValidationError(problem)
        return data

    def export_request(self):
        data = self.cleaned_data
        return ExportRequest(
            format=data["format"],
            language=data.get("language") or "fr",
            status=data.get("status") or "",
            include_untranslated=bool(data.get("include_untranslated")),
        )


class ImportForm(forms.Form):
    file = forms.FileField()
    format = forms.ChoiceField(
        choices=[("", "from the file name")] + [(f, FILE_FORMATS[f].label) for f in IMPORT_FORMATS], required=False
    )
    dry_run = forms.BooleanField(required=False, label="Check only: write nothing")


class OldPasswordGuard:
    """For Django's password change forms: a wrong old password counts as a failed login (django-axes).

    Without this, a stolen session could guess the password with no limit. While the account or the address is
    locked out, even the right old password is refused, as at the login page.
    """

    def __init__(self, user, *args, request, **kwargs):
        super().__init__(user, *args, **kwargs)
        self.request = request

    def clean_old_password(self):
        credentials = {"username": self.user.get_username()}
        if not AxesProxyHandler.is_allowed(self.request, credentials):
            # Flagged, the failure below is not counted again and AxesMiddleware answers with the lockout page.
            self.request.axes_locked_out = True
            self._fail(credentials)
            raise forms.ValidationError("Too many failed attempts.", code="locked_out")
        try:
            return super().clean_old_password()
        except forms.ValidationError:
            self._fail(credentials)
            raise

    def _fail(self, credentials):
        # The signal a failed login sends: axes counts it (and may lock out), editor.receivers audits it.
        user_login_failed.send(sender=type(self), credentials=credentials, request=self.request)


class GuardedPasswordChangeForm(OldPasswordGuard, PasswordChangeForm):
    """/accounts/password_change/."""


class GuardedAdminPasswordChangeForm(OldPasswordGuard, AdminPasswordChangeForm):
    """/admin/password_change/: the admin's own page asks the old password too."""
