// "/" focuses the search box from any page, unless the user is typing somewhere.
document.addEventListener("keydown", function (e) {
  if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
  var t = e.target;
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
  var box = document.getElementById("q") || document.getElementById("site-search");
  if (box) { e.preventDefault(); box.focus(); box.select(); }
});
