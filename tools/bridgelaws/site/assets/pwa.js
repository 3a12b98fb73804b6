/*
 * bridgelaws: the installable, offline site on the page's side (the service worker is sw.js; see
 * tools/bridgelaws/site/pwa.py).
 *
 * - registers the service worker over http and https (a site opened from a folder has none), its
 *   scope the site's root, found from the page's manifest link (so it works under any sub-path);
 * - tells the worker the reader's search language, whose search files every visit keeps;
 * - the home page's "Keep everything offline" switch: the size shown before it starts, a progress
 *   bar while it runs, what is kept after; it goes on by itself when the network comes back;
 * - the offline page: which page was asked for (a page of this site only: see sitepath.js), and the
 *   list of what is kept;
 * - "Updated", said once per new build, when a new build has replaced the old in the background;
 * - the browser's theme colour follows the palette the reader chose.
 *
 * Its words are the catalogue's (BLWords, in the page's language); numbers, lists and language
 * names as the language writes them (Intl).
 */
(function () {
  "use strict";

  var link = document.querySelector('link[rel="manifest"]');
  var container = navigator.serviceWorker;
  if (!link || !container || !/^https?:$/.test(location.protocol)) return;
  var root = new URL(".", link.href);
  var status = null;  /* the worker's last answer to "status" */
  var W = window.BLWords;
  var _ = W._, _n = W._n;

  /* The words' locale for Intl (British English: "A, B and C"). */
  function locale() { return W.lang() === "en" ? "en-GB" : W.lang(); }

  function mb(bytes) {
    var size = new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6);
    return _("{size} MB", { size: size });
  }

  function list(words) {
    return new Intl.ListFormat(locale(), { style: "long", type: "conjunction" }).format(words);
  }

  /** A language's name in the page's language (CLDR, as the site's Python gets it from Babel). */
  function languageName(code, fallback) {
    try { return new Intl.DisplayNames([locale()], { type: "language" }).of(code) || fallback; } catch (e) { return fallback; }
  }

  function pages(count) { return _n("{n} page", "{n} pages", count); }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  /* --- the worker ---------------------------------------------------------------------------- */
  function worker() {
    return container.ready.then(function (registration) { return container.controller || registration.active; });
  }

  /* A message to the worker (`to`, else the page's): its answer. */
  function ask(message, to) {
    return (to ? Promise.resolve(to) : worker()).then(function (sw) {
      return new Promise(function (resolve, reject) {
        var channel = new MessageChannel();
        channel.port1.onmessage = function (event) {
          if (event.data && event.data.error) reject(new Error(event.data.error));
          else resolve(event.data);
        };
        sw.postMessage(message, [channel.port2]);
      });
    });
  }

  function readerLanguages() {
    var lang = typeof window.__blSearchLanguage === "function" ? window.__blSearchLanguage() : null;
    return lang ? [lang] : [];
  }

  /* --- "Keep everything offline" ------------------------------------------------------------- */
  var keep = null;  /* the switch's parts, on the home page */

  function keptLanguages(state) {
    return Object.keys(state.search).filter(function (lang) {
      var files = state.search[lang];
      return files.files && files.kept === files.files;
    }).map(function (lang) { return languageName(lang, state.search[lang].name); });
  }

  function describe(state) {
    var total = state.total;
    var langs = keptLanguages(state);
    var search = langs.length ? _("the search in {languages}", { languages: list(langs) }) : _("no search");
    if (state.everything && total.keptCount === total.count) {
      return _("Everything is kept ({size}): {pages}, {search}, and every download. It all opens with no network.",
        { size: mb(total.size), pages: pages(state.pages.count), search: search });
    }
    if (state.everything) {
      return _("Kept {kept} of {size}. The rest comes when the network is back.", { kept: mb(total.keptSize), size: mb(total.size) });
    }
    return _("Kept now: {pages}, the law index among them, and {search} ({size}).",
      { pages: pages(state.pages.kept), search: search, size: mb(total.keptSize) });
  }

  function showProgress(progress) {
    if (!keep) return;
    keep.bar.hidden = false;
    keep.bar.max = progress.totalSize || 1;
    keep.bar.value = progress.doneSize;
    keep.status.textContent = _n("Keeping {done} of {size} ({files} of {n} file)…", "Keeping {done} of {size} ({files} of {n} files)…",
      progress.total, { done: mb(progress.doneSize), size: mb(progress.totalSize), files: progress.done });
  }

  function showStopped(progress) {
    if (!keep) return;
    keep.bar.hidden = true;
    var why = progress && progress.error === "stale" ? _("the site is being updated; it goes on with the new version.")
      : _("there is no network; it goes on when you are back online.");
    keep.status.textContent = progress ? _("Stopped at {done} of {size}: {why}", { done: mb(progress.doneSize), size: mb(progress.totalSize), why: why })
      : _("Stopped: {why}", { why: why });
  }

  function showStatus(state) {
    status = state;
    if (!keep) return;
    keep.input.checked = state.everything;
    keep.input.disabled = false;
    keep.size.textContent = _("({size})", { size: mb(state.total.size) });
    var running = state.progress && !state.progress.finished && !state.progress.error;
    if (running) {
      showProgress(state.progress);
      return;
    }
    keep.bar.hidden = true;
    keep.status.textContent = describe(state);
  }

  function everything(on) {
    if (on && navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(function () {});
    if (keep) {
      keep.input.disabled = !on;  /* while removing */
      if (on && status) showProgress({ done: status.total.keptCount, total: status.total.count, doneSize: status.total.keptSize, totalSize: status.total.size });
    }
    return ask({ type: "everything", on: on }).then(showStatus, function () {
      return ask({ type: "status" }).then(function (state) {
        showStatus(state);
        if (state.everything && state.total.keptCount < state.total.count) showStopped(state.progress);
      });
    });
  }

  /* Keeping everything was on but did not finish (the network went, the browser closed): go on. */
  function resume(state) {
    if (state.everything && state.total.keptCount < state.total.count && !state.progress && navigator.onLine) {
      everything(true);
    }
  }

  function setupSwitch(box) {
    keep = {
      box: box,
      input: box.querySelector("#bl-keep-all"),
      size: box.querySelector("#bl-keep-size"),
      bar: box.querySelector("#bl-keep-progress"),
      status: box.querySelector("#bl-keep-status"),
    };
    keep.input.disabled = true;  /* until the worker answers */
    keep.input.addEventListener("change", function () { everything(keep.input.checked); });
    box.hidden = false;
  }

  /* --- the offline page ---------------------------------------------------------------------- */
  function byUrl(a, b) {
    return a.url.localeCompare(b.url, undefined, { numeric: true });
  }

  function showKept(box, kept) {
    var pagesKept = kept.files.filter(function (file) { return file.title; }).sort(byUrl);
    var langs = Object.keys(kept.languages).filter(function (lang) {
      return kept.files.some(function (file) { return file.lang === lang; });
    }).map(function (lang) { return languageName(lang, kept.languages[lang]); });
    var others = kept.files.filter(function (file) { return file.group === "file"; }).length;
    var size = kept.files.reduce(function (sum, file) { return sum + file.size; }, 0);
    var counts = [pages(pagesKept.length)];
    if (others) counts.push(_n("{n} download", "{n} downloads", others));
    box.textContent = "";
    box.appendChild(element("p", "bl-offline-summary", langs.length ?
      _("{kept} and the search in {languages} ({size}).", { kept: list(counts), languages: list(langs), size: mb(size) }) :
      _("{kept}, no search ({size}).", { kept: list(counts), size: mb(size) })));
    /* This page's language's pages by section (the first folder of their URL in their language's
       site); a section of one page is listed alone. The other languages' pages follow, closed. */
    var here = siteOf(location.href.slice(root.href.length), kept.languages)[0];
    var mine = pagesKept.filter(function (page) { return (page.lang || "en") === here; });
    var groups = {};
    var order = [];
    mine.forEach(function (page) {
      var section = siteOf(page.url, kept.languages)[1];
      if (!groups[section]) { groups[section] = []; order.push(section); }
      groups[section].push(page);
    });
    order.sort(function (a, b) { return navOrder(a, kept.languages) - navOrder(b, kept.languages); });
    var single = order.filter(function (section) { return groups[section].length === 1; });
    if (single.length) {
      box.appendChild(links(single.map(function (section) { return groups[section][0]; })));
    }
    var prefix = here === "en" ? "" : here + "/";
    order.filter(function (section) { return groups[section].length > 1; }).forEach(function (section) {
      var name = kept.titles[prefix + section + "/"] || section;
      box.appendChild(group(name, groups[section], groups[section].length <= 12));
    });
    Object.keys(kept.languages).filter(function (lang) { return lang !== here; }).forEach(function (lang) {
      var theirs = pagesKept.filter(function (page) { return (page.lang || "en") === lang; });
      if (theirs.length) box.appendChild(group(languageName(lang, kept.languages[lang]), theirs, false));
    });
  }

  function group(name, pagesOf, open) {
    var details = element("details", "bl-offline-group");
    details.open = open;
    details.appendChild(element("summary", "", name + " (" + pagesOf.length + ")"));
    details.appendChild(links(pagesOf));
    return details;
  }

  /** A URL from the site's root ("pl/laws/27/") as [its language's site, its section]: ["pl", "laws"]. */
  function siteOf(url, languages) {
    var parts = url === "./" ? [""] : url.split("/");
    var lang = parts.length > 1 && parts[0] !== "en" && Object.prototype.hasOwnProperty.call(languages, parts[0]) ? parts.shift() : "en";
    return [lang, parts.length > 1 ? parts[0] : ""];
  }

  /* Where a section stands in the site's navigation (the page's own sidebar); unknown ones last. */
  function navOrder(section, languages) {
    var hrefs = Array.prototype.map.call(document.querySelectorAll(".md-nav--primary a.md-nav__link[href]"), function (a) {
      var path = new URL(a.href, location.href).href;
      return path.indexOf(root.href) === 0 ? siteOf(path.slice(root.href.length) || "./", languages)[1] : null;
    });
    var at = hrefs.indexOf(section);
    return at < 0 ? hrefs.length : at;
  }

  function links(pages) {
    var ul = element("ul");
    pages.forEach(function (page) {
      var url = window.BLSite.inside(page.url, root);
      if (!url) return;
      var li = element("li");
      var a = element("a", "", page.url === "./" ? _("Home") : page.title);
      a.href = url.href;
      li.appendChild(a);
      ul.appendChild(li);
    });
    return ul;
  }

  /* The page asked for (?from=, a path under the site's root, as the worker writes it): its URL, or
     null for anything else (a javascript: URL, another site, a path above the root). */
  function askedFor() {
    var from = new URLSearchParams(location.search).get("from");
    return from === null ? null : window.BLSite.inside(from, root);
  }

  function setupOfflinePage(box) {
    var url = askedFor();
    var from = url && url.href.slice(root.href.length);
    var asked = document.querySelector(".bl-offline-asked");
    var target = document.getElementById("bl-offline-from");
    if (url && asked && target) {
      target.href = url.href;
      target.textContent = "/" + from;
      asked.hidden = false;
      document.querySelector(".bl-offline-about").hidden = true;
      /* Back online (or the site reachable again): open the page asked for. */
      var retry = function () {
        if (!navigator.onLine) return;
        fetch(target.href, { method: "HEAD", cache: "no-store" }).then(function (response) {
          if (response.ok) location.replace(target.href);
        }, function () {});
      };
      window.addEventListener("online", retry);
      setInterval(retry, 3000);
    }
    ask({ type: "kept" }).then(function (kept) {
      if (url && target && Object.prototype.hasOwnProperty.call(kept.titles, from)) target.textContent = kept.titles[from];
      showKept(box, kept);
    });
  }

  /* --- "Updated" ----------------------------------------------------------------------------- */
  function notice(text, action) {
    var box = element("div", "bl-notice");
    box.setAttribute("role", "status");
    box.appendChild(element("span", "bl-notice-text", text));
    if (action) {
      var button = element("button", "bl-notice-action", action[0]);
      button.type = "button";
      button.addEventListener("click", action[1]);
      box.appendChild(button);
    }
    var close = element("button", "bl-notice-close", "×");
    close.type = "button";
    close.setAttribute("aria-label", _("Close"));
    close.addEventListener("click", function () { box.remove(); });
    box.appendChild(close);
    document.body.appendChild(box);
    if (!action) setTimeout(function () { box.remove(); }, 15000);  /* one asking to act stays until closed */
  }

  /* The first page to ask after a new build took over says so; the worker answers only once. Asked of
     the worker that said it took over (`from`): the page's controller may still be the old one then,
     which has nothing to announce. */
  function announce(from) {
    ask({ type: "announce" }, from).then(function (updated) {
      if (!updated) return;
      return ask({ type: "status" }, from).then(function (state) {
        showStatus(state);
        var old = state.page && state.page !== state.version;
        if (old) notice(_("Updated: a new version of the site is kept for offline use."), [_("Reload this page"), function () { location.reload(); }]);
        else notice(_("Updated: this is the new version of the site, kept for offline use."));
      });
    });
  }

  /* --- the theme colour ---------------------------------------------------------------------- */
  function followPalette() {
    var header = document.querySelector(".md-header");
    if (!header) return;
    function apply() {
      var colour = getComputedStyle(header).backgroundColor;
      document.querySelectorAll('meta[name="theme-color"]').forEach(function (meta) { meta.content = colour; });
    }
    apply();
    new MutationObserver(apply).observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme", "data-md-color-primary"] });
  }

  /* --- start --------------------------------------------------------------------------------- */
  container.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type === "progress") {
      if (data.error) showStopped(data);
      else if (data.finished) ask({ type: "status" }).then(showStatus);
      else showProgress(data);
    } else if (data.type === "updated") {
      announce(event.source);
    }
  });
  container.addEventListener("controllerchange", function () { announce(); });

  function start() {
    var box = document.getElementById("keep-offline");
    if (box) setupSwitch(box);
    var offline = document.getElementById("bl-offline-kept");
    if (offline) setupOfflinePage(offline);
    followPalette();
    container.register(new URL("sw.js", root).href, { scope: root.href, updateViaCache: "none" }).catch(function (error) {
      if (keep) keep.box.hidden = true;
      console.warn("bridgelaws: no offline use:", error);
    });
    ask({ type: "languages", langs: readerLanguages() }).then(function (state) {
      showStatus(state);
      resume(state);
      announce();
    });
    window.addEventListener("online", function () { if (status) resume(status); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
