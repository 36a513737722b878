/* The service worker: today's Comprehensive Rules on the device, for the tournament floor without a network.
 *
 * Served at the site root by rules/offline/views.py (so it controls every page), registered by static/js/offline.js
 * once a page is shown, with ?config=<the URL of /offline/version.json>.
 *
 * What it keeps, in one cache per key ("rulings-offline-<key>"): the site's assets, the frame of the pages it draws
 * (/offline/page), the home page and the bundle of today's CR. The config itself goes in last: a cache holding it
 * is complete. Pages the reader opens (rules, cards, predicates) go to "rulings-pages", the newest 200 kept; the
 * rules' pages are dropped when a new CR version is kept. A logged-in editor's pages (sent "private, no-store") are
 * never kept, today's copy is fetched without the session, and logging out drops "rulings-pages".
 *
 * Pages: network first; without a network (or after 4 s of silence when a copy exists), a page opened before,
 * else a page drawn from the bundle (any rule of today's CR, the contents, the glossary, the search over the
 * rules), else a page that says plainly that it needs the server.
 */
"use strict";

const CONFIG_URL = new URL(new URL(self.location.href).searchParams.get("config") || "offline/version.json", self.location.href).href;
const OFFLINE_PREFIX = "rulings-offline-";
const PAGES = "rulings-pages";
const PAGES_KEPT = 200;
const NETWORK_PATIENCE_MS = 4000;
const SAVED_AT = "X-Saved-At";
// A rule number as the site reads it (rules/selectors.py NUMBER_RE): 7, 702, 702.126, 702.126a, a trailing dot.
const RULE_NUMBER = /^(\d|\d{3}|\d{3}\.\d+|\d{3}\.\d+[a-z])\.?$/;
// whitenoise's hashed names (site.3f2a9c1b0d4e.css) never change; the others are checked again after use.
const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

let kept = null; // {config, cacheName} of the complete copy, once read
let bundleMemo = null; // {key, data, byNumber, children}
let refreshing = null;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim().then(() => refresh()).catch(() => {}));
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  const reply = (answer) => event.source && event.source.postMessage(answer);
  if (message.type === "check") {
    event.waitUntil(refresh().then(readyMessage, () => loadKept().then(readyMessage)).then(reply));
  } else if (message.type === "status") {
    event.waitUntil(loadKept().then(readyMessage).then(reply));
  } else if (message.type === "visited" && typeof message.url === "string") {
    event.waitUntil(keepVisited(message.url).catch(() => {}));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET") {
    // Logging out: the pages kept on this device go with the session (the browser sends the request itself).
    if (url.origin === self.location.origin && request.method === "POST") event.waitUntil(forgetPagesAtLogout(url));
    return;
  }
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
  } else {
    event.respondWith(fromKeptOrNetwork(event, url));
  }
});

// ---------------------------------------------------------------- keeping today's copy

function readyMessage(state) {
  return state
    ? {type: "offline-ready", version: state.config.version, key: state.config.key}
    : {type: "offline-missing"};
}

async function loadKept() {
  if (kept) return kept;
  const names = (await caches.keys()).filter((name) => name.startsWith(OFFLINE_PREFIX));
  for (const name of names.reverse()) {
    const marker = await (await caches.open(name)).match(CONFIG_URL);
    if (marker) {
      kept = {config: await marker.json(), cacheName: name};
      return kept;
    }
  }
  return null;
}

function refresh() {
  if (!refreshing) {
    refreshing = download().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

async function download() {
  const response = await fetch(CONFIG_URL, {cache: "no-store", credentials: "same-origin"});
  if (!response.ok) throw new Error(`${CONFIG_URL}: HTTP ${response.status}`);
  const config = await response.clone().json();
  const previous = await loadKept();
  const name = OFFLINE_PREFIX + config.key;
  if (previous && previous.cacheName === name) return previous;

  const cache = await caches.open(name);
  const oldCache = previous ? await caches.open(previous.cacheName) : null;
  const fresh = [config.shell, ...config.precache];
  if (config.bundle) fresh.push(config.bundle);
  await Promise.all([
    ...fresh.map((url) => fetchInto(cache, url)),
    ...config.assets.map((url) => copyOrFetch(cache, oldCache, url)),
  ]);
  await cache.put(CONFIG_URL, response); // last: this copy is complete

  kept = {config, cacheName: name};
  bundleMemo = null;
  for (const other of await caches.keys()) {
    if (other.startsWith(OFFLINE_PREFIX) && other !== name) await caches.delete(other);
  }
  if (previous && previous.config.version !== config.version) await forgetRulePages(config);
  const clients = await self.clients.matchAll({type: "window", includeUncontrolled: true});
  const message = {...readyMessage(kept), refreshed: Boolean(previous)};
  clients.forEach((client) => client.postMessage(message));
  return kept;
}

async function fetchInto(cache, url) {
  // Without the session: today's copy is the page every visitor sees, never an editor's (their name, their token).
  const response = await fetch(url, {cache: "no-cache", credentials: "omit"});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response);
}

async function copyOrFetch(cache, oldCache, url) {
  // A hashed asset is the same file under the same name: no need to download it again.
  const old = oldCache && HASHED.test(new URL(url, self.location.href).pathname) ? await oldCache.match(url) : null;
  if (old) return cache.put(url, old);
  return fetchInto(cache, url);
}

async function forgetRulePages(config) {
  // Pages of the rules drawn from an older CR would contradict the new one; cards and predicates stay.
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith(config.urls.contents)) await cache.delete(request);
  }
}

// ---------------------------------------------------------------- pages opened before

function isKeptPage(url, config) {
  // Not the home page (kept with today's copy, refreshed with it) nor search (answered on the device offline).
  if (!config || url.pathname === config.urls.search) return false;
  return config.keep.some((prefix) => url.pathname.startsWith(prefix));
}

function isPrivate(response) {
  // A logged-in visitor's page is sent "private, no-store" (rulings_site.http.PrivatePagesMiddleware): it holds
  // their name and their CSRF token, and must not outlive their session on the device.
  return /(^|[\s,])(no-store|private)([\s,=]|$)/i.test(response.headers.get("Cache-Control") || "");
}

async function forgetPagesAtLogout(url) {
  const state = await loadKept();
  if (state && state.config.urls.logout && url.pathname === state.config.urls.logout) await caches.delete(PAGES);
}

async function keepPage(url, response) {
  if (!response.ok || response.type !== "basic" || response.redirected || isPrivate(response)) return;
  const type = response.headers.get("Content-Type") || "";
  if (!type.startsWith("text/html")) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const copy = new Response(await response.blob(), {status: response.status, statusText: response.statusText, headers});
  const cache = await caches.open(PAGES);
  await cache.put(url.href, copy);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGES_KEPT))) await cache.delete(old);
}

async function keepVisited(href) {
  // The first page was fetched before this worker ran: fetch it again to keep it.
  const url = new URL(href);
  const state = await refresh().catch(() => loadKept()); // the copy being made tells which pages to keep
  if (url.origin !== self.location.origin || !isKeptPage(url, state && state.config)) return;
  url.hash = "";
  if (await caches.match(url.href)) return;
  await keepPage(url, await fetch(url.href, {credentials: "same-origin"}));
}

// ---------------------------------------------------------------- answering requests

async function fromKeptOrNetwork(event, url) {
  const state = await loadKept();
  if (state) {
    const cache = await caches.open(state.cacheName);
    const isStatic = url.pathname.startsWith(state.config.urls.static);
    // The mana font is asked for as mana.woff2?v=1.18.0: static files match by path.
    const hit = await cache.match(event.request, {ignoreSearch: isStatic});
    if (hit) {
      if (isStatic && !HASHED.test(url.pathname)) event.waitUntil(revalidate(cache, hit.url || url.href));
      return hit;
    }
  }
  return fetch(event.request);
}

async function revalidate(cache, key) {
  try {
    const response = await fetch(key, {cache: "no-cache"});
    if (response.ok) await cache.put(key, response);
  } catch (error) {
    // Offline: the copy stays.
  }
}

async function navigate(event, url) {
  const state = await loadKept();
  const config = state && state.config;
  const network = fetch(event.request);
  const keep = network.then((response) => {
    if (isKeptPage(url, config)) return keepPage(url, response.clone());
    return undefined;
  });
  event.waitUntil(keep.catch(() => {}));
  // On a hall's weak network, a page kept or drawn from the bundle beats waiting: after a while, take it.
  let timer;
  const patience = new Promise((resolve) => {
    timer = setTimeout(resolve, NETWORK_PATIENCE_MS);
  }).then(async () => (await offlineContent(url, state)) || network);
  try {
    return await Promise.race([network, patience]);
  } catch (error) {
    return (await offlineContent(url, state)) || needsServer(url, state);
  } finally {
    clearTimeout(timer);
  }
}

async function offlineContent(url, state) {
  // A page opened before, as it was then.
  const pageCopy = await (await caches.open(PAGES)).match(url.href);
  if (pageCopy) return withSavedNotice(pageCopy);
  if (!state) return null;
  const config = state.config;
  const cache = await caches.open(state.cacheName);
  const precached = config.precache.includes(url.pathname + url.search) ? await cache.match(url.pathname + url.search) : null;
  if (precached) return precached;
  if (!config.version) return null;
  const version = url.searchParams.get("version");
  if (version && version !== config.version) return null; // another CR version: only the server has it
  const path = url.pathname;
  if (path === config.urls.search) return searchPage(url, state);
  if (path === config.urls.contents) return contentsPage(state);
  if (path === config.urls.glossary) return glossaryPage(state);
  if (path.startsWith(config.urls.contents)) {
    const number = decoded(path.slice(config.urls.contents.length)).trim().toLowerCase();
    if (RULE_NUMBER.test(number)) return rulePage(number.replace(/\.$/, ""), state);
  }
  return null;
}

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    return text; // a malformed %-escape is no rule number: the page needs the server, which answers 404
  }
}

// ---------------------------------------------------------------- pages drawn offline

const ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"};

function esc(text) {
  return String(text == null ? "" : text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function plain(html) {
  const entities = {amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " "};
  return html
    .replace(/<br\s*\/?>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
      if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
      return entities[name.toLowerCase()] || whole;
    });
}

function truncate(text, limit) {
  return text.length > limit ? text.slice(0, limit - 1) + "…" : text;
}

function longDate(iso) {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[month - 1]} ${year}`;
}

async function loadBundle(state) {
  const config = state.config;
  if (bundleMemo && bundleMemo.key === config.key) return bundleMemo;
  const response = await (await caches.open(state.cacheName)).match(config.bundle);
  if (!response) return null;
  const data = await response.json();
  const byNumber = new Map();
  const children = new Map();
  for (const rule of data.rules) {
    byNumber.set(rule.number, rule);
    if (rule.parent) {
      if (!children.has(rule.parent)) children.set(rule.parent, []);
      children.get(rule.parent).push(rule);
    }
  }
  bundleMemo = {key: config.key, data, byNumber, children};
  return bundleMemo;
}

async function page(state, {title, content, head = "", status = 200}) {
  const shell = await (await caches.open(state.cacheName)).match(state.config.shell);
  let html = shell ? await shell.text() : "<!doctype html><title>Offline</title><main id=\"main\"><!--offline-content--><!--/offline-content--></main>";
  html = html.replace(/<title>[^<]*?( · [^<]*)?<\/title>/, (whole, suffix) => `<title>${esc(title)}${suffix || ""}</title>`);
  html = html.replace("</head>", `${head}</head>`);
  html = html.replace(/<!--offline-content-->[\s\S]*<!--\/offline-content-->/, () => content);
  return new Response(html, {status, headers: pageHeaders(shell)});
}

function pageHeaders(response) {
  // The frame's own headers (its Content-Security-Policy among them) go with every page drawn in it.
  const headers = new Headers(response ? response.headers : {});
  headers.delete("Content-Length");
  headers.delete(SAVED_AT);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return headers;
}

function offlineNote(text) {
  return `<div class="notice offline-notice" role="note"><p><strong>Offline.</strong> ${text}</p></div>`;
}

function ruleUrl(config, number) {
  return config.urls.contents + encodeURIComponent(number);
}

function paragraphHtml(rule) {
  const text = rule.html ? `<p class="rule-text">${rule.html}</p>` : "";
  const examples = rule.examples.map((x) => `<p class="example"><span class="example-label">Example:</span> ${x}</p>`).join("");
  return `<div class="bilingual"><div class="english" lang="en">${text}${examples}</div></div>`;
}

function ruleTitle(rule, bundle) {
  if (rule.title) return rule.title;
  const parent = rule.parent && bundle.byNumber.get(rule.parent);
  return parent && parent.title ? parent.title : "";
}

async function rulePage(number, state) {
  const config = state.config;
  const bundle = await loadBundle(state);
  if (!bundle) return null;
  const rule = bundle.byNumber.get(number);
  const date = bundle.data.version;
  if (!rule) return missingRulePage(number, bundle, state);

  const crumbs = [];
  for (let parent = bundle.byNumber.get(rule.parent); parent; parent = bundle.byNumber.get(parent.parent)) crumbs.unshift(parent);
  const crumbsHtml = crumbs.length
    ? `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${esc(config.urls.contents)}">Rules</a></li>${crumbs
        .map((c) => `<li><a href="${esc(ruleUrl(config, c.number))}">${esc(c.number)}${c.title ? " " + esc(c.title) : ""}</a></li>`)
        .join("")}</ol></nav>`
    : "";
  const parentTitle = !rule.title && rule.parent && bundle.byNumber.get(rule.parent) ? bundle.byNumber.get(rule.parent).title : "";
  const heading = rule.title ? ` ${esc(rule.title)}` : parentTitle ? ` <span class="rule-title">${esc(parentTitle)}</span>` : "";

  const kids = bundle.children.get(number) || [];
  let childrenHtml = "";
  if (kids.length && rule.kind === "rule" && number.includes(".")) {
    childrenHtml = `<section class="subrules" aria-label="Subrules">${kids
      .map(
        (c) =>
          `<section class="subrule" id="${esc(c.number)}"><h2><a class="anchor" href="${esc(ruleUrl(config, c.number))}">${esc(c.number)}</a>${
            c.title ? " " + esc(c.title) : ""
          }</h2>${paragraphHtml(c)}</section>`,
      )
      .join("")}</section>`;
  } else if (kids.length) {
    childrenHtml = `<nav class="child-rules" aria-label="Rules in ${esc(number)}"><ul class="rule-list">${kids
      .map((c) => `<li><a href="${esc(ruleUrl(config, c.number))}"><span class="num">${esc(c.number)}</span> ${esc(truncate(c.title || plain(c.html), 110))}</a></li>`)
      .join("")}</ul></nav>`;
  }
  const title = ruleTitle(rule, bundle);
  const content = `${crumbsHtml}
<article class="rule" id="${esc(number)}">
<header class="page-head">
  <h1><span class="num">${esc(number)}</span>${heading}</h1>
  <p class="meta">Comprehensive Rules effective <time datetime="${esc(date)}">${esc(longDate(date))}</time> · saved on this device</p>
</header>
${offlineNote("This rule comes from today's Comprehensive Rules saved on this device; its links work. Its history, the rulings that rest on it and its French translation need the network.")}
${paragraphHtml(rule)}
${childrenHtml}
</article>`;
  return page(state, {title: `${number}${title ? " " + title : ""} — Comprehensive Rules ${date}`, content});
}

function missingRulePage(number, bundle, state) {
  const config = state.config;
  const today = bundle.data.moved[number];
  const where = today
    ? `${esc(number)} is an older number: this rule is now <a href="${esc(ruleUrl(config, today))}">${esc(today)}</a>.`
    : `There is no rule ${esc(number)} in today's Comprehensive Rules (${esc(bundle.data.version)}).`;
  const content = `<article class="error-page">
<h1>Rule ${esc(number)}</h1>
${offlineNote("Older versions of the rules need the network; today's are saved on this device.")}
<p>${where}</p>
<p>Try the <a href="${esc(config.urls.contents)}">contents of the rules</a> or the <a href="${esc(config.urls.search)}">search over the rules</a>.</p>
</article>`;
  return page(state, {title: `Rule ${number}`, content, status: today ? 200 : 404});
}

async function contentsPage(state) {
  const config = state.config;
  const bundle = await loadBundle(state);
  if (!bundle) return null;
  const date = bundle.data.version;
  const sections = bundle.data.rules.filter((r) => r.kind === "section");
  const name = (r) => r.title || plain(r.html);
  const content = `<header class="page-head">
  <h1>Comprehensive Rules</h1>
  <p class="meta">Effective <time datetime="${esc(date)}">${esc(longDate(date))}</time> · saved on this device</p>
</header>
${offlineNote("Today's Comprehensive Rules are saved on this device: every rule opens, with its links.")}
<nav aria-label="Sections" class="toc"><ol class="section-list">${sections
    .map((s) => `<li><a href="#section-${esc(s.number)}">${esc(s.number)}. ${esc(name(s))}</a></li>`)
    .join("")}${bundle.data.glossary.length ? `<li><a href="${esc(config.urls.glossary)}">Glossary</a></li>` : ""}</ol></nav>
${sections
  .map(
    (s) => `<section id="section-${esc(s.number)}" class="contents-section">
  <h2><a href="${esc(ruleUrl(config, s.number))}">${esc(s.number)}. ${esc(name(s))}</a></h2>
  <ul class="rule-list">${(bundle.children.get(s.number) || [])
    .filter((r) => !r.number.includes("."))
    .map((r) => `<li><a href="${esc(ruleUrl(config, r.number))}"><span class="num">${esc(r.number)}.</span> ${esc(name(r))}</a></li>`)
    .join("")}</ul>
</section>`,
  )
  .join("\n")}`;
  return page(state, {title: `Comprehensive Rules, ${date}`, content});
}

async function glossaryPage(state) {
  const bundle = await loadBundle(state);
  if (!bundle) return null;
  const date = bundle.data.version;
  const entries = bundle.data.glossary;
  const content = `<header class="page-head">
  <h1>Glossary</h1>
  <p class="meta">Comprehensive Rules effective <time datetime="${esc(date)}">${esc(longDate(date))}</time> · ${entries.length} terms · saved on this device</p>
</header>
${offlineNote("The glossary of today's Comprehensive Rules, saved on this device.")}
<dl class="glossary">${entries
    .map((e) => `<dt id="${esc(e.anchor)}"><a class="anchor" href="#${esc(e.anchor)}">${esc(e.term)}</a></dt><dd>${e.html}</dd>`)
    .join("\n")}</dl>`;
  return page(state, {title: `Glossary, ${date}`, content});
}

async function searchPage(url, state) {
  const config = state.config;
  const bundle = await loadBundle(state);
  if (!bundle) return null;
  const q = (url.searchParams.get("q") || "").trim();
  const number = q.toLowerCase();
  if (RULE_NUMBER.test(number) && bundle.byNumber.has(number.replace(/\.$/, ""))) {
    // As online: a bare rule number goes straight to the rule.
    return Response.redirect(ruleUrl(config, number.replace(/\.$/, "")), 302);
  }
  const date = bundle.data.version;
  const scripts = config.search_scripts.map((src) => `<script src="${esc(src)}" defer></script>`).join("");
  const styles = config.search_styles.map((href) => `<link rel="stylesheet" href="${esc(href)}">`).join("");
  const content = `<section class="search offline-search" aria-labelledby="search-heading" data-offline-search
  data-bundle="${esc(config.bundle)}" data-rules="${esc(config.urls.contents)}" data-glossary="${esc(config.urls.glossary)}">
  <h1 id="search-heading">Search the rules, offline</h1>
  ${offlineNote(`This search runs on this device and searches the rules only: today's Comprehensive Rules (${esc(date)}) and their glossary. Rulings, cards and translations need the network.`)}
  <form class="search-form" action="${esc(config.urls.search)}" method="get" role="search" aria-label="Search the rules offline">
    <p class="search-box">
      <label for="search-q" class="visually-hidden">Words or a rule number</label>
      <input type="search" id="search-q" name="q" value="${esc(q)}" autocomplete="off" placeholder="improvise, total cost, 702.126a">
      <button type="submit">Search</button>
    </p>
  </form>
  <div class="offline-results" aria-live="polite"><p class="search-total">${q ? "Searching…" : "Type words or a rule number."}</p></div>
</section>${scripts}`;
  return page(state, {title: q ? `${q} — search offline` : "Search offline", content, head: styles});
}

async function needsServer(url, state) {
  const content = `<section class="offline-page" aria-labelledby="offline-title">
  <h1 id="offline-title">You are offline</h1>
  <p>This page needs the server, and it was not saved on this device: <code>${esc(url.pathname + url.search)}</code>.</p>
  ${
    state && state.config.version
      ? `<p>Without a network, this site still opens today's <a href="${esc(state.config.urls.contents)}">Comprehensive Rules</a> (${esc(
          state.config.version,
        )}, every rule and its links), the <a href="${esc(state.config.urls.glossary)}">glossary</a>, a <a href="${esc(
          state.config.urls.search,
        )}">search over the rules</a>, and the pages you opened before.</p>`
      : "<p>Nothing of this site is saved on this device yet: open it once with a network.</p>"
  }
</section>`;
  if (!state) {
    return new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title><main>${content}</main></html>`, {
      status: 503,
      headers: {"Content-Type": "text/html; charset=utf-8"},
    });
  }
  return page(state, {title: "Offline", content, status: 503});
}

async function withSavedNotice(response) {
  const saved = response.headers.get(SAVED_AT);
  const when = saved ? ` on ${esc(saved.slice(0, 10))}` : "";
  const html = (await response.text()).replace(
    /<main\b[^>]*>/,
    (tag) => `${tag}${offlineNote(`This is the copy of this page saved when you opened it${when}; it may have changed since.`)}`,
  );
  return new Response(html, {status: response.status, headers: pageHeaders(response)});
}
