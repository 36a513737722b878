// Live preview: the server renders and sanitises (markdown + nh3), the page only shows its answer.
(function () {
  var form = document.getElementById("edit-form");
  if (!form || !window.fetch) return;
  var textarea = form.querySelector("textarea");
  var target = document.getElementById("rendered");
  var timer = null;
  textarea.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var data = new FormData();
      data.append("text", textarea.value);
      data.append("csrfmiddlewaretoken", form.querySelector("[name=csrfmiddlewaretoken]").value);
      fetch(form.dataset.previewUrl, { method: "POST", body: data, credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (j) { if (j) { target.innerHTML = j.html; } });
    }, 400);
  });
})();
