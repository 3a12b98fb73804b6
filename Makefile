# Two commands for a fresh machine: `make serve` and `make test` (see README.md).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: setup serve test lint build bench bench-full system-deps browser clean

$(STAMP): pyproject.toml
	@test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

# Debian's chromium for the browser tests (never a downloaded browser) and Debian's nginx for the
# deployment tests (tests/deploy), each installed only when missing.
system-deps:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	{ command -v nginx || test -x /usr/sbin/nginx; } >/dev/null 2>&1 || missing="$$missing nginx"; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

browser: system-deps

setup: $(STAMP)

build: setup
	$(VENV)/bin/bridgelaws check
	$(VENV)/bin/mkdocs build --strict

serve: build
	$(VENV)/bin/bridgelaws serve --host $(HOST) --port $(PORT)

lint: setup
	$(VENV)/bin/ruff check tools tests bench

test: setup system-deps lint
	$(VENV)/bin/bridgelaws check
	$(VENV)/bin/pytest -n 2 -q

bench: setup
	$(PY) bench/run.py

bench-full: setup
	$(PY) bench/run.py --full

clean:
	rm -rf $(VENV) site .cache
