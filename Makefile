# Regalia: `make test` and `make sim` set themselves up (.venv, node_modules) on first use.
PYTHON3 ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PY_STAMP := $(VENV)/.installed
SIM_STAMP := $(VENV)/.installed-sim
NODE_STAMP := node_modules/.installed
# micropython-lib's ssd1306 driver for the host tests (the board gets it by `mip install`).
# PyPI's micropython-ssd1306==0.3 is that driver as a bare sdist pip cannot install (no
# setup.py), so pip downloads and unpacks it, the file is taken out and its hash checked.
MPLIB := $(VENV)/mplib
MPLIB_STAMP := $(MPLIB)/.installed
MPLIB_SHA256 := fcdaff406b4c5cc56bc99a5cb1e85d58be2108b43d1bb50c432062323a48edb7
BOARD ?= pico

.PHONY: setup lint test build bench sim screenshots deploy deploy-port pull pull-port report clean web web-serve web-bench mutate

setup: $(PY_STAMP) $(NODE_STAMP) $(MPLIB_STAMP)

$(PY_STAMP): requirements.txt requirements-sim.txt
	test -x $(PY) || $(PYTHON3) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(SIM_STAMP) $@

# `make sim` alone installs only the simulator's packages (no Node.js, no test tools).
$(SIM_STAMP): requirements-sim.txt
	test -x $(PY) || $(PYTHON3) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-sim.txt
	touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(MPLIB_STAMP): $(PY_STAMP)
	rm -rf $(MPLIB) $(VENV)/mplib-tmp && mkdir -p $(MPLIB) $(VENV)/mplib-tmp
	TMPDIR=$(CURDIR)/$(VENV)/mplib-tmp $(PY) -m pip download --quiet --no-deps --no-clean \
	  --disable-pip-version-check -d $(VENV)/mplib-tmp/dl micropython-ssd1306==0.3 >/dev/null 2>&1 || true
	cp $(VENV)/mplib-tmp/pip-*/micropython-ssd1306_*/ssd1306.py $(MPLIB)/ssd1306.py
	echo "$(MPLIB_SHA256)  $(MPLIB)/ssd1306.py" | sha256sum --check --quiet
	rm -rf $(VENV)/mplib-tmp
	touch $@

# The browser tests need Debian's Chromium (tests/support/web_browser.py says where it looks).
CHROMIUM ?= /usr/lib/chromium/chromium

# ruff on every Python file and mypy on shared_rules/ (both configured in pyproject.toml); both
# always run, and either failing fails the target.
lint: $(PY_STAMP)
	@status=0; $(PY) -m ruff check . || status=1; $(PY) -m mypy || status=1; exit $$status

# Two workers (pytest-xdist): each test file whole on one of them, the slowest first, each
# worker with a build folder of its own (tests/conftest.py). WORKERS=0: all in this process.
WORKERS ?= 2
PYTEST := $(PY) -m pytest -n $(WORKERS)

test: setup lint
	@if [ -x "$(CHROMIUM)" ]; then REGALIA_CHROMIUM=$(CHROMIUM) $(PYTEST) tests; else \
	  echo "browser tests skipped: no Chromium at $(CHROMIUM) (apt-get install -y chromium)"; \
	  $(PYTEST) tests --ignore=tests/web/test_web_browser.py; fi

build: setup
	$(PY) -m host_tools.build

# The unix-port benchmarks, each mode's heap peak (.mpy files / ROMFS), what each screen's
# redraw allocates and the 20-game soak under the unix port's hard heap, then the same engines
# and the device on the emulated Pico
# (skipped with one line when ../shared/pico/ is missing). PICO=boot|engines|treasure|bot|heap|romfs|hardfs|hardrom|hardbytecode|hard120|kingtable|imports|soak|soakfs|soakbytecode|restart|powercut picks.
bench: setup
	$(PY) -m host_tools.bench
	$(PY) -m host_tools.heap_budget
	$(PY) -m host_tools.heap_budget redraws
	-$(PY) -m host_tools.heap_budget soak fs
	-$(PY) -m host_tools.heap_budget soak rom
	$(PY) -m host_tools.pico.bench $(PICO)

# Mutation testing (mutmut, config in setup.cfg): long; not part of `make test`.
# MUTANTS="shared_rules.cards.*" runs only those mutants (a module at a time).
mutate: setup
	$(PY) -m host_tools.mutation_score --survivors $(MUTANTS)

# make sim / make screenshots LANG=sv|da|en: the device's language (the shell's own LANG, a
# locale such as en_US.UTF-8, is not one of the three and is left alone).
LANG_OPTION = $(if $(filter en sv da,$(LANG)),--lang $(LANG))

# The real firmware in this terminal (arrows, z/Enter = A, x/Backspace = B, q quits).
sim: $(SIM_STAMP)
	$(PY) -m host_tools.sim $(LANG_OPTION)

# docs/screens/*.txt (button scripts) -> docs/img/*.png (LANG=sv: docs/img/sv/*.png)
screenshots: setup
	$(PY) -m host_tools.screenshots $(LANG_OPTION)

# make deploy PORT=/dev/ttyACM0 [BOARD=pico|esp32] [ROMFS=1] [DRY_RUN=1: only print the commands]
# The port is checked before setup, so a mistyped command installs nothing.
deploy: deploy-port setup
	$(PY) -m host_tools.deploy --port $(PORT) --board $(BOARD) $(if $(ROMFS),--romfs) $(if $(DRY_RUN),--dry-run)

deploy-port:
	@test -n "$(PORT)" || (echo "usage: make deploy PORT=/dev/ttyACM0 [BOARD=pico|esp32] [ROMFS=1] [DRY_RUN=1]" >&2; exit 2)

# make pull PORT=/dev/ttyACM0 [OUT=records]: the board's records (and saves, as a backup) to
# OUT/board/, then OUT/records.json and OUT/records.csv; `make report` draws their charts.
pull: pull-port setup
	$(PY) -m host_tools.records_pull --port $(PORT) --out $(or $(OUT),records)

pull-port:
	@test -n "$(PORT)" || (echo "usage: make pull PORT=/dev/ttyACM0 [OUT=records]" >&2; exit 2)

report: setup
	$(PY) -m host_tools.records_report $(or $(OUT),records)/records.json --out $(or $(OUT),records)/report

# The web app: a static site in build/web/ (any static host serves it), and a local server.
web: setup
	$(PY) -m host_tools.web build

web-serve: web
	$(PY) -m host_tools.web serve $(if $(PORT),--port $(PORT))

# Load and tick times of the web app in Chromium (docs/benchmarks.md).
web-bench: setup
	REGALIA_CHROMIUM=$(CHROMIUM) $(PY) -m host_tools.web_bench

clean:
	rm -rf build .pytest_cache .hypothesis mutants .ruff_cache .mypy_cache
