"""The network off and on again in Chromium, for the page and for the service worker alike.

DevTools network emulation set through selenium reaches the page only: the service worker's own fetches
(the pages it answers, its downloads) would still reach the server. So a second DevTools connection, to the
whole browser, attaches to each service worker and sets the same conditions there. Attached, a worker is not
stopped for idleness, so it keeps the conditions until the test turns the network on again.
"""

import json
from urllib.request import urlopen

import websocket

OFFLINE = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
ONLINE = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


class DevTools:
    """A DevTools connection to the browser (not a page), speaking to targets through flat sessions."""

    def __init__(self, driver):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urlopen(f"http://{address}/json/version", timeout=10) as answer:
            endpoint = json.load(answer)["webSocketDebuggerUrl"]
        self.socket = websocket.create_connection(endpoint, timeout=20, suppress_origin=True)
        self.last_id = 0
        self.sessions = {}  # target id -> session id

    def send(self, method, params=None, session=None):
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") != self.last_id:
                continue  # an event: not asked for
            if "error" in reply:
                raise RuntimeError(f"{method}: {reply['error']}")
            return reply.get("result", {})

    def service_workers(self):
        return [t for t in self.send("Target.getTargets")["targetInfos"] if t["type"] == "service_worker"]

    def session_for(self, target_id):
        if target_id not in self.sessions:
            attached = self.send("Target.attachToTarget", {"targetId": target_id, "flatten": True})
            self.sessions[target_id] = attached["sessionId"]
            self.send("Network.enable", {}, self.sessions[target_id])
        return self.sessions[target_id]

    def close(self):
        self.socket.close()


def devtools(driver):
    if not hasattr(driver, "browser_devtools"):
        driver.browser_devtools = DevTools(driver)
    return driver.browser_devtools


def set_network(driver, conditions):
    """Apply network conditions to the page and to every service worker of the browser; returns the workers."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
    tools = devtools(driver)
    workers = tools.service_workers()
    for worker in workers:
        tools.send("Network.emulateNetworkConditions", conditions, tools.session_for(worker["targetId"]))
    return workers


def go_offline(driver):
    workers = set_network(driver, OFFLINE)
    assert workers, "no service worker is running: nothing would answer offline"
    return workers


def go_online(driver):
    return set_network(driver, ONLINE)
