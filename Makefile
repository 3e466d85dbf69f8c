# Regalia: `make test` and `make sim` set themselves up (.venv, node_modules) on first use.
PYTHON3 ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PY_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed

.PHONY: setup test build bench clean

setup: $(PY_STAMP) $(NODE_STAMP)

$(PY_STAMP): requirements.txt
	test -x $(PY) || $(PYTHON3) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

test: setup
	$(PY) -m pytest tests

build: setup
	$(PY) -m host_tools.build

bench: setup
	$(PY) -m host_tools.bench

clean:
	rm -rf build .pytest_cache .hypothesis
