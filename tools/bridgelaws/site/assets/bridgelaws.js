/*
 * bridgelaws: the site's small scripts (no dependencies, work offline from a folder).
 * - the examples filter (law, language, source; kept in the URL query);
 * - an anchor inside a language tab ("#el-p01") opens that tab before scrolling to it;
 * - the chosen language holds in every set of tabs, those inside a closed fold too;
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

  /* --- anchors inside tabs --------------------------------------------------------------- */
  function openAnchor() {
    var target = window.BLSite.target();
    if (!target) return;
    var block = target.closest(".tabbed-block");
    if (!block) return;  /* the browser has already scrolled to it */
    var set = block.closest(".tabbed-set");
    var blocks = Array.prototype.filter.call(block.parentNode.children, function (el) {
      return el.classList.contains("tabbed-block");
    });
    var input = set.querySelectorAll(":scope > input")[blocks.indexOf(block)];
    if (input && !input.checked) input.click();
    target.scrollIntoView();
  }

  /* --- one language in every set of tabs ------------------------------------------------- */
  /* Material links the tabs of the same label across the page, but not those inside a closed
     fold (the ruling): they would print in another language than the one the reader chose. */
  function labelOf(input) {
    var label = document.querySelector('label[for="' + CSS.escape(input.id) + '"]');
    return label ? label.textContent.trim() : "";
  }

  function chooseEverywhere(name) {
    document.querySelectorAll(".tabbed-set").forEach(function (set) {
      set.querySelectorAll(":scope > input").forEach(function (input) {
        if (labelOf(input) === name && !input.checked) input.checked = true;
      });
    });
  }

  function linkTabs() {
    document.addEventListener("change", function (event) {
      var input = event.target;
      if (input.matches && input.matches(".tabbed-set > input") && input.checked) chooseEverywhere(labelOf(input));
    });
    var chosen = Array.prototype.find.call(
      document.querySelectorAll(".tabbed-set > input:checked"),
      function (input) { return input !== input.parentNode.querySelector(":scope > input"); }
    );
    if (chosen) chooseEverywhere(labelOf(chosen));
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
    linkTabs();
    openAnchor();
    window.addEventListener("hashchange", openAnchor);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
