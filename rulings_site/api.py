"""The one way the JSON API answers: plain JsonResponse, errors as {"error": message}."""
from django.http import JsonResponse


def json_ok(payload, status=200):
    return JsonResponse(payload, status=status, json_dumps_params={"ensure_ascii": False})


def json_error(message, status=400, **extra):
    return JsonResponse({"error": message, **extra}, status=status, json_dumps_params={"ensure_ascii": False})
