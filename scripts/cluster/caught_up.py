"""Whether a restarted node found a save made while it was down: polls its own /api/search (not through haproxy)
for WORD, from its restart, for at most LIMIT seconds; prints one line for the report. SINCE names the moment
(default "its restart"; the fault battery: "the space came back").
    caught_up.py PORT WORD RESTART_EPOCH LIMIT [SINCE]"""

import json
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

port, word, restart, limit = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
since = sys.argv[5] if len(sys.argv) > 5 else "its restart"
url = f"http://127.0.0.1:{port}/api/search?" + urllib.parse.urlencode({"q": word, "lang": "fr"})
answering = None
while time.time() - restart < limit + 0.05:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            answering = answering or time.time()
            if json.loads(response.read())["total"] >= 1:
                print(
                    f"caught up: the save made while it was down found {time.time() - restart:.1f} s after {since} "
                    f"({time.time() - answering:.1f} s after it first answered a search)"
                )
                sys.exit(0)
    except (urllib.error.URLError, OSError, ValueError, KeyError):
        pass  # still starting, or answering 503 while it builds its index
    time.sleep(0.2)
print(f"NOT caught up: the save made while it was down not found within {limit:.0f} s of {since}")
