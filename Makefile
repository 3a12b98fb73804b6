# Two commands for a fresh machine: `make serve` and `make test` (see README.md).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The tests' JavaScript (axe-core, pinned in package-lock.json), installed again when the lock changes.
NODE_STAMP := node_modules/.installed
HOST ?= 127.0.0.1
PORT ?= 8000

BOOKS := build/books
BOOK_LANGS := en pl el ru
# WeasyPrint's libraries (Pango, HarfBuzz's subsetter) and the fonts the books embed (DejaVu: Polish,
# Greek, Cyrillic, suit symbols), Debian's packages.
BOOK_DEBS := libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core fonts-dejavu-extra

.PHONY: setup serve test test-js lint build books bench bench-api bench-full system-deps nodejs browser clean words

$(STAMP): pyproject.toml
	@test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

# Debian's nodejs and npm, for the tests' JavaScript only (the site needs no Node), when npm is missing.
nodejs:
	@command -v npm >/dev/null 2>&1 || { \
	  echo "installing Debian nodejs npm"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null; \
	}

$(NODE_STAMP): package.json package-lock.json | nodejs
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

# Debian's chromium for the browser tests (never a downloaded browser), Debian's nginx for the
# deployment tests (tests/deploy) and the books' libraries and fonts, each installed only when missing.
system-deps: nodejs
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	{ command -v nginx || test -x /usr/sbin/nginx; } >/dev/null 2>&1 || missing="$$missing nginx"; \
	for deb in $(BOOK_DEBS); do \
	  dpkg-query -W -f='$${Status}' $$deb 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$deb"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

browser: system-deps

# The Python environment; the tests' JavaScript (Node) only for `make test`: the site needs no Node.
setup: $(STAMP)

build: setup
	$(VENV)/bin/bridgelaws check
	$(VENV)/bin/mkdocs build --strict

# A PDF per language: build/books/bridgelaws-<lang>.pdf
books: setup system-deps
	@for lang in $(BOOK_LANGS); do \
	  $(VENV)/bin/bridgelaws book --lang $$lang --out $(BOOKS)/bridgelaws-$$lang.pdf || exit $$?; \
	done

serve: build
	$(VENV)/bin/bridgelaws serve --host $(HOST) --port $(PORT)

# The interface's words: messages extracted from the code, every language's catalogue updated
# (tools/bridgelaws/i18n/README.md).
words: setup
	$(PY) -m bridgelaws.i18n.extract

lint: setup
	$(VENV)/bin/ruff check tools tests bench
	$(VENV)/bin/lint-imports --no-cache

test: setup $(NODE_STAMP) system-deps lint test-js
	$(VENV)/bin/bridgelaws check
	$(VENV)/bin/pytest -n 2 -q --durations=15  # the slowest, so that the suite stays well under 10 minutes

# The scripts' pure logic (site/assets: the search's folding, references and ranking, the scheduler, the
# calculators, the worker's caches) unit-tested by node's own runner against what the Python side answers
# on the same inputs, written afresh each run (tests/js/expectations.py).
JS_EXPECTATIONS := build/js-expectations
test-js: setup nodejs
	$(PY) tests/js/expectations.py $(JS_EXPECTATIONS)
	BL_EXPECTATIONS=$(JS_EXPECTATIONS) node --test tests/js/

bench: setup bench-api
	$(PY) bench/run.py
	$(PY) bench/bench_books.py

# The search API under 50 clients, 1 and 2 workers (bench/bench_api.py); the load is Debian's wrk.
bench-api: setup
	@command -v wrk >/dev/null 2>&1 || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
	$(PY) bench/bench_api.py

bench-full: setup
	$(PY) bench/run.py --full
	$(PY) bench/bench_rebuild.py --scale 100

clean:
	rm -rf $(VENV) site .cache node_modules
