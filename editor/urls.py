from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from . import views

editor_patterns = [
    path("", views.queue, name="queue"),
    path("translations/start", views.translation_start, name="start"),
    path("translations/<int:pk>", views.translation_edit, name="translation"),
    path("translations/<int:pk>/approve", views.translation_approve, name="approve"),
    path("translations/<int:pk>/revert", views.translation_revert, name="revert"),
    path("translations/<int:pk>/comment", views.translation_comment, name="comment"),
    path("api/translations/<int:pk>/preview", views.preview_api, name="preview_api"),
    path("exchange", views.exchange_page, name="exchange"),
    path("export", views.export_view, name="export"),
]

# Django's account pages under their usual names (LOGIN_URL = "login"); django-axes caps guessing on login and
# on the old password of password_change (settings: the AXES_ block).
account_patterns = [
    path("accounts/login/", views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/password_change/", views.PasswordChangeView.as_view(), name="password_change"),
    path("accounts/password_change/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
    # The admin's password change asks the old password as well: the same guard, at the admin's own URL (these
    # patterns are mounted before admin.site.urls, so this one answers it; staff only, as before). No name of its
    # own: reverse("admin:password_change") still gives this URL.
    path("admin/password_change/", admin.site.admin_view(views.AdminPasswordChangeView.as_view())),
]

urlpatterns = account_patterns + [path("editor/", include((editor_patterns, "editor")))]
