"""An editor's save through one node over HTTP (log in, open the translation, post the text), as the cluster test
makes it while the other node is down.   save.py PORT TRANSLATION_PATH WORD   (EDITOR_PASSWORD in the environment)"""

import http.cookiejar
import os
import re
import sys
import urllib.parse
import urllib.request

port, path, word = sys.argv[1], sys.argv[2], sys.argv[3]
base = f"http://127.0.0.1:{port}"
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def token(html):
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)


def post(url, fields):
    request = urllib.request.Request(base + url, data=urllib.parse.urlencode(fields).encode(), method="POST")
    return opener.open(request, timeout=30)


login = opener.open(base + "/accounts/login/", timeout=30).read().decode()
post(
    "/accounts/login/",
    {"username": "clusterprobe", "password": os.environ["EDITOR_PASSWORD"], "csrfmiddlewaretoken": token(login)},
)
page = opener.open(base + path, timeout=30).read().decode()
revision = re.search(r'name="base_revision" value="(\d+)"', page).group(1)
answer = post(
    path, {"text": f"Sauvé pendant la panne : {word}.", "base_revision": revision, "csrfmiddlewaretoken": token(page)}
)
final = answer.read().decode()
if word not in final:
    sys.exit(f"the save through node {port} did not show the new text (status {answer.status})")
print(f"saved revision {int(revision) + 1} of {path} with {word}")
