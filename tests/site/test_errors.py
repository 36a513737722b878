"""Every 500 is logged with its traceback and the request id, DEBUG off; the visitor sees the same id."""

import pytest
from django.test import Client
from pytest_django.asserts import assertContains

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.site.error_urls")]


def test_a_500_is_logged_with_traceback_and_request_id(capfd):
    response = Client(raise_request_exception=False).get("/broken")
    request_id = response["X-Request-ID"]
    assertContains(response, request_id, status_code=500)
    log = capfd.readouterr().err
    assert "Traceback" in log
    assert "RuntimeError: a bug the test planted" in log
    assert f"[{request_id}]" in log


def test_the_json_500_names_the_request_id():
    response = Client(raise_request_exception=False).get("/api/broken")
    assert response.status_code == 500
    assert response.json()["request_id"] == response["X-Request-ID"]


def test_a_proxys_request_id_is_kept_and_a_forged_one_replaced():
    assert Client().get("/", HTTP_X_REQUEST_ID="haproxy-1234").headers["X-Request-ID"] == "haproxy-1234"
    forged = Client().get("/", HTTP_X_REQUEST_ID="x\nFAKE LOG LINE").headers["X-Request-ID"]
    assert "\n" not in forged
    assert forged != "x\nFAKE LOG LINE"
