"""Editor pages: thin views over editor.services and editor.selectors."""

import functools

from axes.helpers import get_cool_off
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse, reverse_lazy
from django.views.decorators.http import require_http_methods, require_POST

from rules.diff import word_diff
from rules.models import RuleLineage
from rulings.models import Ruling
from rulings_site.http import json_error, json_ok
from translations.english import english_for
from translations.models import Translation

from . import checks as mtg_checks
from . import exchange, services
from .audit import audit
from .forms import (
    ApproveForm,
    CommentForm,
    ExportForm,
    GuardedAdminPasswordChangeForm,
    GuardedPasswordChangeForm,
    ImportForm,
    QueueFilterForm,
    RevertForm,
    TranslationForm,
)
from .models import Comment, TranslationRevision
from .rendering import render_markdown, text_problem
from .roles import is_editor, is_reviewer, role_of
from .selectors import not_started, target_label, translation_checks, translation_queue


def editor_required(view=None, *, reviewer=False, api=False):
    """Anonymous users go to the login page (JSON 401 for the API); others without the role get 403."""

    def decorate(view):
        @functools.wraps(view)
        def wrapper(request, *args, **kwargs):
            if not request.user.is_authenticated:
                if api:
                    return json_error("Log in as an editor to use this API.", status=401)
                return redirect_to_login(request.get_full_path())
            allowed = is_reviewer(request.user) if reviewer else is_editor(request.user)
            if not allowed:
                if api:
                    return json_error("Your account may not edit translations.", status=403)
                raise PermissionDenied(
                    "Only editors and reviewers may use this page." if not reviewer else "Only reviewers may do this."
                )
            return view(request, *args, **kwargs)

        return wrapper

    return decorate(view) if view else decorate


@editor_required
def queue(request):
    form = QueueFilterForm(request.GET or None)
    filters = form.cleaned_data if form.is_valid() else {}
    active = {k: v for k, v in filters.items() if v}
    translations, counts = translation_queue(**active)
    page = Paginator(translations, 50).get_page(request.GET.get("page"))
    rows = [(t, target_label(t), english_for(t)) for t in page.object_list]
    # Texts nobody has started are untranslated too: count them in that tab, list them under it.
    new_rulings, new_rules = not_started(**active)
    n_rulings, n_rules = new_rulings.count(), new_rules.count()
    counts = [
        (value, label, n + n_rulings + n_rules if value == Translation.Status.UNTRANSLATED else n)
        for value, label, n in counts
    ]
    start = None
    if filters.get("status") == Translation.Status.UNTRANSLATED:
        start = {
            "rulings": Paginator(new_rulings.prefetch_related("cards"), 20, allow_empty_first_page=True).get_page(
                request.GET.get("rulings_page")
            ),
            "rules": Paginator(new_rules, 20, allow_empty_first_page=True).get_page(request.GET.get("rules_page")),
            "n_rulings": n_rulings,
            "n_rules": n_rules,
        }
    query = request.GET.copy()
    for key in ("page", "status", "rulings_page", "rules_page"):
        query.pop(key, None)
    return render(
        request,
        "editor/queue.html",
        {
            "form": form,
            "page": page,
            "rows": rows,
            "counts": counts,
            "status": filters.get("status", ""),
            "filter_query": query.urlencode(),
            "role": role_of(request.user),
            "start": start,
        },
        status=200 if form.is_valid() or not request.GET else 400,
    )


def _page(
    request,
    translation,
    *,
    form=None,
    status=200,
    stale=None,
    preview=None,
    checks=None,
    approve_form=None,
    comment_form=None,
):
    english = english_for(translation)
    if checks is None:
        checks = translation_checks(translation=translation, english=english)
    outdated_diff = None
    if translation.status == Translation.Status.OUTDATED or not translation.is_current_for(english):
        outdated_diff = word_diff(translation.source_text, english)
    history = (
        TranslationRevision.objects.filter(translation=translation)
        .select_related("user", "override")
        .order_by("-number", "-id")
    )
    can_change = is_editor(request.user) and (
        translation.status != Translation.Status.APPROVED or is_reviewer(request.user)
    )
    context = {
        "translation": translation,
        "label": target_label(translation),
        "english": english,
        "outdated_diff": outdated_diff,
        "form": form or TranslationForm(initial={"text": translation.text, "base_revision": translation.revision}),
        "approve_form": approve_form or ApproveForm(initial={"base_revision": translation.revision}),
        "comment_form": comment_form or CommentForm(),
        "preview": preview,
        "rendered": render_markdown(translation.text),
        "checks": checks,
        "failed_checks": [c for c in checks if not c.ok],
        "history": history,
        "comments": Comment.objects.filter(translation=translation).select_related("user"),
        "stale": stale,
        "can_change": can_change,
        "can_approve": is_reviewer(request.user)
        and translation.status != Translation.Status.APPROVED
        and translation.text.strip(),
        # Review means another person: say so instead of offering a button that will refuse.
        "approval_blocked": services.approval_blocked_reason(translation, user=request.user)
        if is_reviewer(request.user)
        else None,
        "own_text_override": request.user.is_superuser and services.is_own_text(translation, user=request.user),
        "role": role_of(request.user),
    }
    return render(request, "editor/translation.html", context, status=status)


@editor_required
@require_http_methods(["GET", "POST"])
def translation_edit(request, pk):
    translation = get_object_or_404(Translation.objects.select_related("ruling", "rule", "updated_by"), pk=pk)
    if request.method == "GET":
        return _page(request, translation)
    form = TranslationForm(request.POST)
    if not form.is_valid():
        return _page(request, translation, form=form, status=400)
    text = form.cleaned_data["text"]
    if "fix_typography" in request.POST:
        # Offered, never applied silently: the fixed text comes back in the form for the editor to save.
        text = mtg_checks.fix_typography(text)
        form = TranslationForm(initial={"text": text, "base_revision": form.cleaned_data["base_revision"]})
        checks = translation_checks(translation=translation, text=text)
        return _page(request, translation, form=form, preview=render_markdown(text), checks=checks)
    if "preview" in request.POST:
        checks = translation_checks(translation=translation, text=text)
        return _page(request, translation, form=form, preview=render_markdown(text), checks=checks)
    try:
        translation, checks = services.translation_save(
            translation=translation, user=request.user, text=text, base_revision=form.cleaned_data["base_revision"]
        )
    except services.StaleRevision as exc:
        audit(
            user=request.user,
            action="translation.conflict",
            translation=translation,
            request=request,
            base_revision=exc.base_revision,
        )
        # The editor's text stays in the form; the form now names the current revision, so saving again is a
        # deliberate choice.
        retry = TranslationForm(initial={"text": text, "base_revision": exc.current.revision})
        return _page(request, exc.current, form=retry, status=409, stale=exc)
    except services.EditError as exc:
        messages.error(request, exc.message)
        return _page(request, translation, form=form, status=exc.status_code)
    failed = [c for c in checks if not c.ok]
    if failed:
        messages.warning(
            request, f"Saved as revision {translation.revision}, with {len(failed)} failing check(s): see below."
        )
    else:
        messages.success(request, f"Saved as revision {translation.revision}; it now needs review.")
    return redirect("editor:translation", pk=translation.pk)


@editor_required
@require_POST
def translation_start(request):
    """POST ruling=<uid> or rule=<lineage id>: open (or find) its French translation and go edit it."""
    uid, lineage_id = request.POST.get("ruling", "").strip(), request.POST.get("rule", "").strip()
    if bool(uid) == bool(lineage_id):
        return HttpResponse("Name either ruling=<uid> or rule=<lineage id>.", status=400, content_type="text/plain")
    language = request.POST.get("language", "fr")
    if language != "fr":
        return HttpResponse("Only French translations are edited here.", status=400, content_type="text/plain")
    if uid:
        target = {"ruling": get_object_or_404(Ruling, uid=uid[:16])}
    else:
        if not lineage_id.isdigit():
            return HttpResponse("rule must be a lineage id.", status=400, content_type="text/plain")
        target = {"rule": get_object_or_404(RuleLineage, pk=int(lineage_id))}
    try:
        translation, created = services.translation_start(user=request.user, language=language, **target)
    except services.EditError as exc:
        return HttpResponse(exc.message, status=exc.status_code, content_type="text/plain")
    if created:
        messages.success(request, "Translation started: write the French below.")
    return redirect("editor:translation", pk=translation.pk)


@editor_required(reviewer=True)
@require_POST
def translation_approve(request, pk):
    translation = get_object_or_404(Translation, pk=pk)
    form = ApproveForm(request.POST)
    if not form.is_valid():
        return _page(request, translation, approve_form=form, status=400)
    try:
        services.translation_approve(
            translation=translation,
            reviewer=request.user,
            override_reason=form.cleaned_data["override_reason"],
            base_revision=form.cleaned_data["base_revision"],
        )
    except services.StaleRevision as exc:
        return _page(request, exc.current, status=409, stale=exc)
    except services.EditError as exc:
        messages.error(request, exc.message)
        return _page(request, translation, approve_form=form, status=exc.status_code)
    messages.success(request, "Approved.")
    return redirect("editor:translation", pk=pk)


@editor_required
@require_POST
def translation_revert(request, pk):
    translation = get_object_or_404(Translation, pk=pk)
    form = RevertForm(request.POST)
    if not form.is_valid():
        messages.error(request, "A revert names the revision to restore and the one you saw.")
        return _page(request, translation, status=400)
    try:
        services.translation_revert(
            translation=translation,
            user=request.user,
            to_number=form.cleaned_data["to_revision"],
            base_revision=form.cleaned_data["base_revision"],
        )
    except services.StaleRevision as exc:
        return _page(request, exc.current, status=409, stale=exc)
    except services.EditError as exc:
        messages.error(request, exc.message)
        return _page(request, translation, status=exc.status_code)
    messages.success(request, f"Restored the text of revision {form.cleaned_data['to_revision']}; it needs review.")
    return redirect("editor:translation", pk=pk)


@editor_required
@require_POST
def translation_comment(request, pk):
    translation = get_object_or_404(Translation, pk=pk)
    form = CommentForm(request.POST)
    if not form.is_valid():
        return _page(request, translation, comment_form=form, status=400)
    services.comment_add(translation=translation, user=request.user, text=form.cleaned_data["text"])
    return redirect("editor:translation", pk=pk)


@editor_required(api=True)
@require_POST
def preview_api(request, pk):
    """POST text → {"html": sanitised Markdown, "checks": [...]} for the live preview."""
    translation = Translation.objects.filter(pk=pk).first()
    if translation is None:
        return json_error("No such translation.", status=404)
    text = request.POST.get("text", "")
    if len(text) > 20000:
        return json_error("The text is too long (20,000 characters at most).", status=400)
    problem = text_problem(text)
    if problem:
        return json_error(problem[:1].upper() + problem[1:] + ".", status=400)
    checks = translation_checks(translation=translation, text=text)
    return json_ok(
        {
            "html": str(render_markdown(text)),
            "checks": [{"name": c.name, "ok": c.ok, "message": c.message} for c in checks],
        }
    )


def upload_too_big(request):
    """A 413 page when the request's body is over TRANSLATION_UPLOAD_MAX_BYTES (read before the body is), else None.

    Django reads no body without a Content-Length, so the declared length is the whole body."""
    limit = settings.TRANSLATION_UPLOAD_MAX_BYTES
    try:
        length = int(request.headers.get("content-length") or 0)
    except ValueError:
        length = 0
    if length <= limit + UPLOAD_FORM_SLACK:
        return None
    message = f"The file is too big: {limit / 1_000_000:g} MB at most (TRANSLATION_UPLOAD_MAX_BYTES). Split it."
    return render(request, "400.html", {"message": message}, status=413)


# The form's other fields and the multipart headers around the file.
UPLOAD_FORM_SLACK = 16 * 1024


@editor_required
@require_http_methods(["GET", "POST"])
def exchange_page(request):
    report = None
    status = 200
    form = ImportForm()
    if request.method == "POST":
        if not is_reviewer(request.user):
            raise PermissionDenied("Only reviewers may import translations.")
        too_big = upload_too_big(request)
        if too_big:
            return too_big
        form = ImportForm(request.POST, request.FILES)
        if form.is_valid():
            upload = form.cleaned_data["file"]
            try:
                content = upload.read().decode("utf-8-sig")
            except UnicodeDecodeError:
                content = None
            if content is None:
                report = exchange.ImportReport(problems=[("file", "the file is not UTF-8 text")])
            else:
                fmt = form.cleaned_data["format"] or exchange.detect_format(upload.name, content)
                report = exchange.import_translations(
                    content, fmt=fmt, user=request.user, dry_run=form.cleaned_data["dry_run"]
                )
            status = 200 if report.ok else 400
        else:
            status = 400
    context = {
        "form": form,
        "export_form": ExportForm(languages=exchange.translation_languages()),
        "formats": exchange.FILE_FORMATS.values(),
        "report": report,
        "role": role_of(request.user),
    }
    return render(request, "editor/exchange.html", context, status=status)


@editor_required
def export_view(request):
    """The file the exchange page's export form asks for: the choices of export_translations."""
    form = ExportForm(request.GET)
    if not form.is_valid():
        errors = [e for field_errors in form.errors.values() for e in field_errors]
        return HttpResponse(" ".join(errors), status=400, content_type="text/plain; charset=utf-8")
    choice = form.export_request()
    exported = exchange.export_file(choice, user=request.user)
    audit(
        user=request.user,
        action="translations.export",
        request=request,
        format=choice.format,
        language=choice.language,
        status=choice.status,
        include_untranslated=choice.include_untranslated,
    )
    response = HttpResponse(exported.body, content_type=f"{exported.media_type}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{exported.filename}"'
    return response


class LoginView(auth_views.LoginView):
    """Django's login (django-axes counts the failures); without ?next= editors land on their queue."""

    def get_default_redirect_url(self):
        if not self.next_page and is_editor(self.request.user):
            return reverse("editor:queue")
        return super().get_default_redirect_url()


class PasswordChangeView(auth_views.PasswordChangeView):
    form_class = GuardedPasswordChangeForm

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "request": self.request}


class AdminPasswordChangeView(PasswordChangeView):
    """The admin site's password change with the same guard (editor.urls puts it at /admin/password_change/)."""

    form_class = GuardedAdminPasswordChangeForm
    success_url = reverse_lazy("admin:password_change_done")

    def get_context_data(self, **kwargs):
        self.request.current_app = admin.site.name
        return {**super().get_context_data(**kwargs), **admin.site.each_context(self.request)}


def lockout_response(request, original_response=None, credentials=None):
    """AXES_LOCKOUT_CALLABLE: the page a locked-out login or password change gets (HTTP 429)."""
    minutes = round(get_cool_off(request).total_seconds() / 60)
    return render(
        request,
        "registration/locked_out.html",
        {"minutes": minutes},
        status=settings.AXES_HTTP_RESPONSE_CODE,
    )
