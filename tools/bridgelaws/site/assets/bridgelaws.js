/*
 * bridgelaws: the site's small scripts (no dependencies, work offline from a folder).
 * - the examples filter (law, language, source; kept in the URL query);
 * - printing opens every fold.
 */
(function () {
  "use strict";

  var _n = window.BLWords._n;

  /* --- the examples filter --------------------------------------------------------------- */
  function setupFilter(form) {
    var table = document.querySelector("table.bl-examples");
    if (!table) return;
    var selects = form.querySelectorAll("select[data-filter]");
    var count = form.querySelector(".bl-filter-count");
    var params = new URLSearchParams(location.search);
    selects.forEach(function (select) {
      var wanted = params.get(select.dataset.filter);
      if (wanted && select.querySelector('option[value="' + CSS.escape(wanted) + '"]')) select.value = wanted;
    });
    function apply() {
      var shown = 0;
      var query = new URLSearchParams();
      table.querySelectorAll("tbody tr").forEach(function (row) {
        var ok = true;
        selects.forEach(function (select) {
          var value = select.value;
          if (!value) return;
          var have = (row.getAttribute("data-" + select.dataset.filter) || "").split(" ");
          if (have.indexOf(value) < 0) ok = false;
        });
        row.classList.toggle("bl-hidden", !ok);
        if (ok) shown++;
      });
      selects.forEach(function (select) { if (select.value) query.set(select.dataset.filter, select.value); });
      if (count) count.textContent = _n("{n} example", "{n} examples", shown);
      var search = query.toString();
      history.replaceState(null, "", location.pathname + (search ? "?" + search : "") + location.hash);
    }
    selects.forEach(function (select) { select.addEventListener("change", apply); });
    apply();
  }

  /* --- print: open the folds ------------------------------------------------------------- */
  var closed = [];
  window.addEventListener("beforeprint", function () {
    closed = Array.prototype.slice.call(document.querySelectorAll("details:not([open])"));
    closed.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    closed.forEach(function (d) { d.open = false; });
    closed = [];
  });

  function start() {
    document.querySelectorAll("form.bl-filter").forEach(setupFilter);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
