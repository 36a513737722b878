"""Login throttling: after LIMIT failures for a username from one address within WINDOW, refuse for a while."""

from datetime import timedelta

from django.utils import timezone

from .models import LoginAttempt

LIMIT = 5
WINDOW = timedelta(minutes=15)


def recent_failures(*, username, ip):
    since = timezone.now() - WINDOW
    return LoginAttempt.objects.filter(username=username.lower(), ip=ip, succeeded=False, created_at__gte=since).count()


def is_locked(*, username, ip):
    return recent_failures(username=username, ip=ip) >= LIMIT


def record_attempt(*, username, ip, succeeded):
    LoginAttempt.objects.create(username=username.lower()[:150], ip=ip, succeeded=succeeded)
    if succeeded:
        # A good password clears the slate for this username and address.
        LoginAttempt.objects.filter(username=username.lower(), ip=ip, succeeded=False).delete()
