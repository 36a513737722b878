// Everything works without this file; it only saves keystrokes.

// "/" focuses the search box from any page, unless the user is typing somewhere.
document.addEventListener("keydown", function (e) {
  if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
  var t = e.target;
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
  var box = document.getElementById("q") || document.getElementById("site-search");
  if (box) { e.preventDefault(); box.focus(); box.select(); }
});

// A version picker shows the chosen version at once when picked with a pointer. With the keyboard,
// arrow keys fire "change" on every step, so there the "Show" button submits (as without JavaScript).
var pickedWithKeyboard = false;
document.addEventListener("keydown", function () { pickedWithKeyboard = true; }, true);
document.addEventListener("pointerdown", function () { pickedWithKeyboard = false; }, true);
document.addEventListener("change", function (e) {
  var t = e.target;
  if (pickedWithKeyboard || !t || !t.matches || !t.matches("select[data-autosubmit]") || !t.form) return;
  t.form.submit();
});
