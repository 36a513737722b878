"""Every write to a translation goes through here: save, approve, revert, comment, outdate, import.

Functions are keyword-only (but for the translation a read is about), with type
hints (mypy, `make lint`). Each change bumps Translation.revision with a
conditional UPDATE, so a save made from an old revision is refused
(StaleRevision) instead of overwriting someone else's work, and each change
is kept as a TranslationRevision.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from django.db import transaction as db_transaction
from django.db.models import F
from django.utils import timezone

from dataversion.announce import SHOWN, announce
from rules.diff import word_diff
from translations.announcing import announce_changed
from translations.english import current_paragraph, english_for, left_behind
from translations.models import Translation, text_hash

from . import checks as mtg_checks
from .audit import audit
from .models import CheckOverride, Comment, TranslationRevision
from .rendering import text_problem
from .roles import is_editor, is_reviewer
from .selectors import translation_checks

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractBaseUser as User
    from django.db.models import QuerySet

    from rules.models import RuleLineage
    from rulings.models import Ruling

    from .checks import CheckResult

Status = Translation.Status
Origin = Translation.Origin
Action = TranslationRevision.Action


class EditError(Exception):
    """A refused change; the message is shown to the editor as is."""

    status_code = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotAllowed(EditError):
    status_code = 403


class StaleRevision(EditError):
    """The translation changed since the editor loaded it."""

    status_code = 409

    def __init__(self, *, current: Translation, base_revision: int, base_text: str) -> None:
        who = current.updated_by.get_username() if current.updated_by else "someone else"
        super().__init__(
            f"{who} changed this translation (now revision {current.revision}) "
            f"after you opened revision {base_revision}. Your text was not saved; compare it with theirs below."
        )
        self.current = current
        self.base_revision = base_revision
        self.base_text = base_text
        self.diff = word_diff(base_text, current.text)


class ChecksFailed(EditError):
    """Approving a text that fails checks needs a recorded reason."""

    status_code = 400

    def __init__(self, results: list[CheckResult]) -> None:
        names = ", ".join(r.name for r in results if not r.ok)
        super().__init__(f"Checks fail ({names}): give a reason to approve anyway.")
        self.results = results


# --- writes -----------------------------------------------------------------------------


def _record(
    translation: Translation,
    *,
    action: str,
    user: User | None,
    old_text: str,
    old_status: str,
    failed: Iterable[str] = (),
    note: str = "",
) -> TranslationRevision:
    return TranslationRevision.objects.create(
        translation=translation,
        number=translation.revision,
        action=action,
        user=user,
        old_text=old_text,
        text=translation.text,
        old_status=old_status,
        status=translation.status,
        origin=translation.origin,
        source_hash=translation.source_hash,
        source_text=translation.source_text,
        failed_checks=list(failed),
        note=note[:300],
    )


def _ensure_baseline(current: Translation) -> None:
    """Keep the text as it was before the first recorded change, so it can be restored."""
    if not TranslationRevision.objects.filter(translation=current).exists():
        _record(current, action=Action.BASELINE, user=None, old_text=current.text, old_status=current.status)


def _base_text(translation: Translation, base_revision: int) -> str:
    kept = TranslationRevision.objects.filter(translation=translation, number=base_revision).order_by("-id").first()
    return kept.text if kept else ""


def _change(
    translation: Translation,
    *,
    base_revision: int | str | None,
    user: User | None,
    action: str,
    failed: Iterable[str] = (),
    note: str = "",
    **fields: Any,
) -> tuple[Translation, TranslationRevision]:
    """Apply `fields` if the translation is still at base_revision; record and return the new state."""
    with db_transaction.atomic():
        # Pages showing this translation are rebuilt; every node's index rewrites its document (after the commit).
        # Announced before the row is locked: announcing locks the DataVersion row, which a CR import locks before
        # the translations it marks outdated; the other order deadlocked a save against an import on PostgreSQL.
        announce_changed(translation)
        # of=("self",): PostgreSQL cannot lock the nullable side of the join to updated_by.
        current = (
            Translation.objects.select_for_update(of=("self",)).select_related("updated_by").get(pk=translation.pk)
        )
        if base_revision is not None and current.revision != int(base_revision):
            raise StaleRevision(
                current=current, base_revision=int(base_revision), base_text=_base_text(current, int(base_revision))
            )
        _ensure_baseline(current)
        expected = current.revision
        updated = Translation.objects.filter(pk=current.pk, revision=expected).update(
            revision=F("revision") + 1, updated_at=timezone.now(), updated_by=user, **fields
        )
        if not updated:  # another writer slipped in between the read and the write
            current.refresh_from_db()
            raise StaleRevision(current=current, base_revision=expected, base_text=_base_text(current, expected))
        old_text, old_status = current.text, current.status
        current.refresh_from_db()
        revision = _record(
            current, action=action, user=user, old_text=old_text, old_status=old_status, failed=failed, note=note
        )
    translation.refresh_from_db()
    return translation, revision


def _require_editor(user: User, translation: Translation | None = None) -> None:
    if not is_editor(user):
        raise NotAllowed("Only editors and reviewers can change translations.")
    if translation is not None and translation.status == Status.APPROVED and not is_reviewer(user):
        raise NotAllowed("This translation is approved: only a reviewer can change it.")


def translation_save(
    *, translation: Translation, user: User, text: str, base_revision: int | str
) -> tuple[Translation, list[CheckResult]]:
    """An editor's new French text: it now needs review and is made from today's English."""
    _require_editor(user, translation)
    text = text.replace("\r\n", "\n").strip()
    problem = text_problem(text)
    if problem:
        raise EditError(problem[:1].upper() + problem[1:] + ".")
    english = english_for(translation)
    status = Status.NEEDS_REVIEW if text else Status.UNTRANSLATED
    results = translation_checks(translation=translation, text=text, english=english) if text else []
    unchanged = text == translation.text and translation.status == status and translation.origin == Origin.EDITOR
    if unchanged and translation.is_current_for(english) and int(base_revision) == translation.revision:
        return translation, results  # saving the same text again is not a new revision
    translation, revision = _change(
        translation,
        base_revision=base_revision,
        user=user,
        action=Action.SAVE,
        failed=mtg_checks.failed_names(results),
        text=text,
        status=status,
        origin=Origin.EDITOR,
        source_hash=text_hash(english),
        source_text=english,
    )
    audit(
        user=user,
        action="translation.save",
        translation=translation,
        revision=revision.number,
        failed_checks=revision.failed_checks,
    )
    return translation, results


# --- review means another person --------------------------------------------------------------


def last_text_author(translation: Translation) -> User | None:
    """Who wrote the text as it stands: the user of the newest revision that changed it.

    None when nobody did through the editors' workflow: the text came from an import of official or machine
    French (the baseline), or was written outside the history.
    """
    revision = (
        TranslationRevision.objects.filter(translation=translation)
        .exclude(text=F("old_text"))
        .select_related("user")
        .order_by("-number", "-id")
        .first()
    )
    if revision is None or revision.text != translation.text:
        return None
    return revision.user


def is_own_text(translation: Translation, *, user: User, text: str | None = None) -> bool:
    """Did `user` write the text last? `text`: the text about to be approved, when it differs from the stored one
    (an import that changes and approves at once): its author is then `user` themself."""
    if text is not None and text.replace("\r\n", "\n").strip() != translation.text:
        return True
    author = last_text_author(translation)
    return author is not None and author.pk == getattr(user, "pk", None)


def approval_blocked_reason(translation: Translation, *, user: User, text: str | None = None) -> str | None:
    """Why `user` may not approve `translation` (as stored, or with `text` if given), or None if they may.

    The one rule for every way to approve (the page, PO/XLIFF imports): only reviewers approve, and review means
    another person, so a reviewer cannot approve a text they wrote last. A second reviewer can; so can a superuser
    (an admin override, which translation_approve records in the history and the audit trail).
    """
    if not is_reviewer(user):
        return "Only reviewers can approve translations."
    if is_own_text(translation, user=user, text=text) and not user.is_superuser:
        return "You wrote this text last: review means another person, so another reviewer must approve it."
    return None


def translation_approve(
    *,
    translation: Translation,
    reviewer: User,
    override_reason: str | None = None,
    base_revision: int | str | None = None,
) -> Translation:
    """A reviewer approves the French as it stands; failing checks need override_reason.

    Refused (NotAllowed) when approval_blocked_reason says so; a superuser approving their own text is recorded
    as an admin override (revision note, audit `own_text_override`).
    """
    blocked = approval_blocked_reason(translation, user=reviewer)
    if blocked:
        raise NotAllowed(blocked)
    if not translation.text.strip():
        raise EditError("There is no text to approve.")
    if translation.status == Status.APPROVED:
        raise EditError("This translation is already approved.")
    author = last_text_author(translation)
    own_text = author is not None and author.pk == reviewer.pk
    english = english_for(translation)
    results = translation_checks(translation=translation, english=english)
    failed = mtg_checks.failed_names(results)
    reason = (override_reason or "").strip()
    if failed and not reason:
        raise ChecksFailed(results)
    notes = ["admin override: approved by the author of the text" if own_text else "", reason if failed else ""]
    translation, revision = _change(
        translation,
        base_revision=translation.revision if base_revision is None else base_revision,
        user=reviewer,
        action=Action.APPROVE,
        failed=failed,
        note="; ".join(n for n in notes if n),
        status=Status.APPROVED,
        source_hash=text_hash(english),
        source_text=english,
    )
    if failed:
        CheckOverride.objects.create(revision=revision, reviewer=reviewer, failed_checks=failed, reason=reason)
    audit(
        user=reviewer,
        action="translation.approve",
        translation=translation,
        revision=revision.number,
        author=author.get_username() if author is not None else "",
        own_text_override=own_text,
        overridden_checks=failed,
        reason=reason,
    )
    return translation


def translation_revert(
    *, translation: Translation, user: User, to_number: int, base_revision: int | str
) -> Translation:
    """Bring back the text and origin of an earlier revision; it needs review again."""
    _require_editor(user, translation)
    old = TranslationRevision.objects.filter(translation=translation, number=to_number).order_by("-id").first()
    if old is None:
        raise EditError(f"Revision {to_number} does not exist for this translation.")
    english = english_for(translation)
    translation, revision = _change(
        translation,
        base_revision=base_revision,
        user=user,
        action=Action.REVERT,
        note=f"reverted to revision {to_number}",
        text=old.text,
        origin=old.origin,
        status=Status.NEEDS_REVIEW if old.text.strip() else Status.UNTRANSLATED,
        source_hash=text_hash(english),
        source_text=english,
    )
    audit(
        user=user, action="translation.revert", translation=translation, revision=revision.number, to_revision=to_number
    )
    return translation


def translation_start(
    *, user: User, ruling: Ruling | None = None, rule: RuleLineage | None = None, language: str = "fr"
) -> tuple[Translation, bool]:
    """Open a translation of a ruling or rule lineage that has none: empty, untranslated, made from today's English.

    Returns (translation, created); an existing translation is returned as is.
    """
    _require_editor(user)
    if (ruling is None) == (rule is None):
        raise EditError("Name either a ruling or a rule to translate.")
    target = {"ruling": ruling} if ruling is not None else {"rule": rule}
    existing = Translation.objects.filter(language=language, **target).first()
    if existing is not None:
        return existing, False
    if ruling is not None:
        english = ruling.text
    else:
        paragraph = current_paragraph(rule) if rule is not None else None
        if paragraph is None:
            raise EditError("This rule has no paragraph to translate.")
        english = paragraph.full_text
    with db_transaction.atomic():
        # The DataVersion row first, as every writer of translations (see _change). Pages list the texts not
        # started; an empty translation is in no search document.
        announce(SHOWN)
        translation, created = Translation.objects.get_or_create(
            language=language,
            **target,
            defaults={
                "text": "",
                "status": Status.UNTRANSLATED,
                "origin": Origin.EDITOR,
                "source_hash": text_hash(english),
                "source_text": english,
                "updated_by": user,
            },
        )
        if created:
            _record(translation, action=Action.START, user=user, old_text="", old_status="")
    if created:
        audit(user=user, action="translation.start", translation=translation, language=language)
    return translation, created


def comment_add(*, translation: Translation, user: User, text: str) -> Comment:
    _require_editor(user)
    text = text.strip()
    if not text:
        raise EditError("A comment cannot be empty.")
    comment = Comment.objects.create(translation=translation, user=user, text=text[:5000])
    audit(user=user, action="translation.comment", translation=translation, comment=comment.pk)
    return comment


def mark_outdated_translations(*, queryset: QuerySet[Translation] | None = None) -> int:
    """Mark outdated every translation whose stored source hash no longer matches today's English
    (translations.english.left_behind), each with a revision in its history.

    Call it after any import that can change English text (CR versions,
    rulings). source_text keeps the old English, so the change can be shown.
    Returns the number of translations marked outdated.
    """
    outdated = 0
    for translation in left_behind(queryset=queryset):
        _change(
            translation,
            base_revision=None,
            user=None,
            action=Action.OUTDATE,
            note="the English changed",
            status=Status.OUTDATED,
        )
        outdated += 1
    if outdated:
        audit(user=None, action="translations.outdated", count=outdated)
    return outdated


def translation_import_entry(
    *,
    translation: Translation,
    user: User,
    text: str,
    status: str,
    origin: str,
    source_hash: str,
    source_text: str,
    base_revision: int | str | None,
    failed: Iterable[str] = (),
    note: str = "",
) -> Translation:
    """One entry of a validated PO/XLIFF import (see editor.exchange, which decides status and origin)."""
    translation, revision = _change(
        translation,
        base_revision=base_revision,
        user=user,
        action=Action.IMPORT,
        failed=failed,
        note=note,
        text=text,
        status=status,
        origin=origin,
        source_hash=source_hash,
        source_text=source_text,
    )
    return translation
