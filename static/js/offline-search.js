// The search page drawn offline by the service worker: searches today's Comprehensive Rules and glossary on the
// device with MiniSearch (static/vendor/minisearch), built from the bundle the worker keeps. Rules only:
// rulings, cards and translations need the server. A rule number opens the rule, as online.
(function () {
  "use strict";
  var root = document.querySelector("[data-offline-search]");
  if (!root || !window.MiniSearch) return;
  var SHOWN = 50;
  var RULE_NUMBER = /^(\d|\d{3}|\d{3}\.\d+|\d{3}\.\d+[a-z])\.?$/;
  var box = root.querySelector("input[name=q]");
  var out = root.querySelector(".offline-results");
  var rulesUrl = root.getAttribute("data-rules");
  var glossaryUrl = root.getAttribute("data-glossary");
  var index = null;
  var bundle = null;
  var docs = [];

  function plain(html) {
    var named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
    return html
      .replace(/<br\s*\/?>/g, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, function (whole, name) {
        if (name.charAt(0) === "#") {
          var hex = name.charAt(1) === "x" || name.charAt(1) === "X";
          return String.fromCodePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
        }
        return named[name.toLowerCase()] || whole;
      });
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  }

  function build(data) {
    performance.mark("offline-index-start");
    var byNumber = {};
    data.rules.forEach(function (rule) {
      byNumber[rule.number] = rule;
    });
    data.rules.forEach(function (rule, i) {
      var parent = byNumber[rule.parent];
      var title = rule.title || (parent && parent.title) || "";
      var text = plain(rule.html) + rule.examples.map(function (x) { return " Example: " + plain(x); }).join("");
      docs.push({ id: i, number: rule.number, title: title, text: text, url: rulesUrl + encodeURIComponent(rule.number), kind: "rule" });
    });
    data.glossary.forEach(function (entry) {
      docs.push({ id: docs.length, number: "", title: entry.term, text: plain(entry.html), url: glossaryUrl + "#" + entry.anchor, kind: "glossary" });
    });
    var tokenize = window.MiniSearch.getDefault("tokenize");
    index = new window.MiniSearch({
      fields: ["number", "title", "text"],
      // A rule number is one token ("702.126a"), not "702" and "126a".
      tokenize: function (text, field) { return field === "number" ? [text] : tokenize(text); },
      searchOptions: {
        tokenize: tokenize,
        boost: { number: 4, title: 3 },
        prefix: function (term) { return term.length >= 3; },
        // One typo forgiven from four letters ("totl"), two from ten.
        fuzzy: function (term) { return term.length >= 4 ? 0.25 : false; },
        maxFuzzy: 2,
        combineWith: "AND",
      },
    });
    index.addAll(docs);
    bundle = data;
    performance.measure("offline-index", "offline-index-start");
  }

  function snippet(text, terms) {
    if (text.length <= 240) return text;
    var lower = text.toLowerCase();
    var first = text.length;
    terms.forEach(function (term) {
      var at = lower.indexOf(term);
      if (at >= 0 && at < first) first = at;
    });
    var start = first === text.length ? 0 : Math.max(0, first - 60);
    if (start > 0) start = text.indexOf(" ", start) + 1 || start;
    var piece = text.slice(start, start + 240);
    return (start > 0 ? "…" : "") + piece + (start + 240 < text.length ? "…" : "");
  }

  function highlighted(text, terms) {
    // The matched words in <mark>, built as text nodes: nothing of the bundle is read as HTML here.
    var p = element("p", "snippet");
    var words = terms.filter(Boolean).map(function (t) { return t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); });
    if (!words.length) {
      p.textContent = text;
      return p;
    }
    var pattern = new RegExp("\\b(" + words.join("|") + ")\\w*", "gi");
    var at = 0;
    text.replace(pattern, function (match, word, offset) {
      p.appendChild(document.createTextNode(text.slice(at, offset)));
      p.appendChild(element("mark", null, match));
      at = offset + match.length;
      return match;
    });
    p.appendChild(document.createTextNode(text.slice(at)));
    return p;
  }

  function jumpTo(number) {
    var aside = element("aside", "search-jump");
    aside.setAttribute("aria-label", "Rule number");
    var p = element("p");
    var moved = bundle.moved[number];
    var link = element("a", null, moved || number);
    link.href = rulesUrl + encodeURIComponent(moved || number);
    if (moved) {
      p.appendChild(document.createTextNode(number + " is an older number: this rule is now "));
      p.appendChild(link);
      p.appendChild(document.createTextNode("."));
    } else {
      p.appendChild(document.createTextNode("Rule "));
      p.appendChild(link);
      p.appendChild(document.createTextNode(" in today's Comprehensive Rules."));
    }
    aside.appendChild(p);
    return aside;
  }

  function show(q) {
    performance.mark("offline-search-start");
    out.textContent = "";
    q = q.trim();
    if (!q) {
      out.appendChild(element("p", "search-total", "Type words or a rule number."));
      return;
    }
    var number = q.toLowerCase().replace(/\.$/, "");
    if (RULE_NUMBER.test(q.toLowerCase()) && (bundle.moved[number] || docs.some(function (d) { return d.number === number; }))) {
      out.appendChild(jumpTo(number));
    }
    var words = q.replace(/["*()]/g, " ");
    var results = index.search(words);
    var partial = false;
    if (!results.length) {
      results = index.search(words, { combineWith: "OR" });
      partial = results.length > 0;
    }
    var total = results.length;
    var line = total + " result" + (total === 1 ? "" : "s") + " in today's Comprehensive Rules (" + bundle.version + ") and glossary, searched on this device";
    if (partial) line = "No rule has every word; " + line + ", with some of the words";
    if (total > SHOWN) line += "; the first " + SHOWN + " shown";
    out.appendChild(element("p", "search-total", line + "."));
    var list = element("ol", "search-results");
    results.slice(0, SHOWN).forEach(function (result) {
      var doc = docs[result.id];
      var item = element("li", "search-result kind-" + doc.kind);
      var heading = element("h2");
      var link = element("a", null, doc.kind === "rule" ? (doc.number + (doc.title ? " " + doc.title : "")) : doc.title);
      link.href = doc.url;
      heading.appendChild(link);
      item.appendChild(heading);
      var meta = element("p", "meta");
      meta.appendChild(element("span", "kind", doc.kind === "rule" ? "rule" : "glossary"));
      meta.appendChild(document.createTextNode(" · CR " + bundle.version));
      item.appendChild(meta);
      var terms = (result.terms || []).map(function (t) { return t.toLowerCase(); });
      if (doc.text) item.appendChild(highlighted(snippet(doc.text, terms), terms));
      list.appendChild(item);
    });
    if (!total) list.appendChild(element("li", "search-empty", "Nothing found in the rules. Try fewer words or another spelling."));
    out.appendChild(list);
    performance.measure("offline-search", "offline-search-start");
  }

  var timer = null;
  box.addEventListener("input", function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(function () {
      if (!index) return;
      var url = new URL(location.href);
      url.searchParams.set("q", box.value);
      history.replaceState(null, "", url.pathname + url.search);
      show(box.value);
    }, 200);
  });

  fetch(root.getAttribute("data-bundle"))
    .then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    })
    .then(function (data) {
      build(data);
      root.setAttribute("data-offline-index", "ready");
      show(box.value);
    })
    .catch(function () {
      out.textContent = "";
      out.appendChild(element("p", "search-error", "The rules saved on this device could not be read: search needs the network."));
    });
})();
