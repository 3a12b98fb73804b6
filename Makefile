# Two commands for a fresh machine: `make serve` and `make test` (see README.md).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: setup serve test lint build bench browser clean

$(STAMP): pyproject.toml
	@test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

# Debian's chromium for the browser tests (never a downloaded browser).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing Debian chromium"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }

setup: $(STAMP)

build: setup
	$(VENV)/bin/bridgelaws check
	$(VENV)/bin/mkdocs build --strict

serve: build
	$(VENV)/bin/bridgelaws serve --host $(HOST) --port $(PORT)

lint: setup
	$(VENV)/bin/ruff check tools tests bench

test: setup browser lint
	$(VENV)/bin/bridgelaws check
	$(VENV)/bin/pytest -n 2 -q

bench: setup
	$(PY) bench/run.py

clean:
	rm -rf $(VENV) site .cache
