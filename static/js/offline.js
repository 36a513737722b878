// Keeps today's rules on the device for the tournament floor: installs the service worker (static/js/sw.js,
// served at the site root) once the page is shown, so the first visit is as fast as without it, then asks it
// to check for a new CR version after each page while online. The page works the same without this file.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator)) return;
  var data = script.dataset;
  var status = null;

  function say(text) {
    if (!status) {
      var footer = document.querySelector(".site-footer");
      if (!footer) return;
      status = document.createElement("p");
      status.className = "offline-status";
      status.setAttribute("role", "status");
      footer.appendChild(status);
    }
    status.textContent = text;
  }

  navigator.serviceWorker.addEventListener("message", function (event) {
    var message = event.data || {};
    if (message.type !== "offline-ready" || !message.version) return;
    // The tests (and curious readers) see which copy is kept.
    document.documentElement.setAttribute("data-offline-version", message.version);
    document.documentElement.setAttribute("data-offline-key", message.key);
    say(
      "Today's Comprehensive Rules (" + message.version + ") are saved on this device: " +
        "the rules, the glossary and the rules search work without a network."
    );
  });

  function tell(message) {
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.active) registration.active.postMessage(message);
    });
  }

  function start() {
    if (window.performance && performance.mark) performance.mark("offline-register"); // bench/offline_bench.py
    var uncontrolled = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register(data.worker + "?config=" + encodeURIComponent(data.config), { scope: data.scope })
      .then(function () {
        // This page came from the network before the worker ran: the worker fetches it again to keep it.
        if (uncontrolled) tell({ type: "visited", url: location.href });
        tell({ type: navigator.onLine ? "check" : "status" });
      })
      .catch(function () {
        // No offline copy (a private window, an old browser): the site works as before.
      });
  }

  window.addEventListener("online", function () {
    tell({ type: "check" });
  });

  function later() {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 3000 });
    else window.setTimeout(start, 0);
  }
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later);
})();
