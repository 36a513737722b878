"""The shipped haproxy.cfg in front of a node: the address the node believes is the client's, whatever the client
writes in its own X-Forwarded-For (issue 24, N1 and N2).

haproxy is started with scripts/cluster/haproxy.cfg as the cluster test and docs/production.md run it, in front of
a small server that records the headers a node receives; the client connects from 127.0.0.2, haproxy reaches the
node from 127.0.0.1 (TRUSTED_PROXIES), and editor.audit.client_ip reads what arrived.
"""

import http.client
import http.server
import os
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest
from django.test import RequestFactory

from editor.audit import client_ip

from .conftest import free_port

CONFIG = Path(__file__).resolve().parents[2] / "scripts" / "cluster" / "haproxy.cfg"
CLIENT = "127.0.0.2"


class Recorder(http.server.BaseHTTPRequestHandler):
    seen = []

    def do_GET(self):
        if self.path != "/healthz":
            Recorder.seen.append((self.client_address[0], self.headers.get_all("X-Forwarded-For") or []))
        body = b"ok"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def start_haproxy(handler):
    """haproxy with the shipped file in front of a server of `handler` (both nodes): (haproxy's port, stop)."""
    haproxy = shutil.which("haproxy") or ("/usr/sbin/haproxy" if os.path.exists("/usr/sbin/haproxy") else None)
    if haproxy is None:
        pytest.skip("haproxy is not installed: scripts/test_redis.sh installs Debian's and runs these tests")
    node = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=node.serve_forever, daemon=True).start()
    port = free_port()
    address = f"127.0.0.1:{node.server_address[1]}"
    env = {**os.environ, "HAPROXY_BIND": f"127.0.0.1:{port}", "NODE_A": address, "NODE_B": address}
    process = subprocess.Popen(
        [haproxy, "-db", "-f", str(CONFIG)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    pytest.fail("haproxy did not start with scripts/cluster/haproxy.cfg")
                time.sleep(0.05)
    except BaseException:
        stop(process, node)
        raise
    return port, lambda: stop(process, node)


def stop(process, node):
    process.terminate()
    process.wait(10)
    node.shutdown()


@pytest.fixture(scope="module")
def through_haproxy():
    port, stop_all = start_haproxy(Recorder)
    try:
        yield port
    finally:
        stop_all()


def what_the_node_sees(port, headers):
    """(the address the node was reached from, X-Forwarded-For as the node reads it) for one GET from CLIENT."""
    Recorder.seen.clear()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(CLIENT, 0))
    try:
        connection.request("GET", "/rules/", headers=headers)
        assert connection.getresponse().status == 200
    finally:
        connection.close()
    [(peer, forwarded)] = Recorder.seen
    return peer, ", ".join(forwarded)  # as gunicorn joins repeated headers


def believed(peer, forwarded, settings):
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    request = RequestFactory().get("/", REMOTE_ADDR=peer, **({"HTTP_X_FORWARDED_FOR": forwarded} if forwarded else {}))
    return client_ip(request)


def test_the_node_believes_the_clients_own_address_not_haproxys(through_haproxy, settings):
    peer, forwarded = what_the_node_sees(through_haproxy, {})
    assert peer == "127.0.0.1"  # haproxy
    assert believed(peer, forwarded, settings) == CLIENT


@pytest.mark.parametrize(
    "forged",
    ["203.0.113.9", "203.0.113.9, 198.51.100.7", "127.0.0.1", "not an address"],
)
def test_an_x_forwarded_for_written_by_the_client_is_not_believed(through_haproxy, settings, forged):
    peer, forwarded = what_the_node_sees(through_haproxy, {"X-Forwarded-For": forged})
    assert forwarded == CLIENT
    assert believed(peer, forwarded, settings) == CLIENT


class DatabaseDown(http.server.BaseHTTPRequestHandler):
    """A node while the database every node shares does not answer: /healthz red, the process answering, a page
    from the shared cache served."""

    def do_GET(self):
        status, body = (503, b"database down") if self.path == "/healthz" else (200, b"from the page cache")
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_with_no_healthy_node_haproxy_still_sends_requests_to_the_nodes_that_answer():
    """Issue 24, point 2: during a PostgreSQL outage every node's /healthz is red, and haproxy answered 503 to every
    request, pages of the shared cache included. With no healthy node left, the nodes that accept connections
    take the requests: they serve what they can."""
    port, stop_all = start_haproxy(DatabaseDown)
    try:
        time.sleep(3.5)  # fall 2 at 1 s: both nodes down in `nodes`; up in `nodes_alive` (a connection check)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        try:
            connection.request("GET", "/rules/702.9")
            response = connection.getresponse()
            assert (response.status, response.read()) == (200, b"from the page cache")
        finally:
            connection.close()
    finally:
        stop_all()
