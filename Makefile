# Ludothèque: `make serve`, `make test`, `make bench` (each builds first).
# Stamps live inside the directories they describe, so deleting a directory rebuilds it.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

VENV_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
WHEEL_STAMP := dist/.built
SITE_STAMP := _site/.nojekyll

# Files and folders (a folder changes when a file is added, removed or renamed in it).
sources = $(shell find $(1) -not -path '*/__pycache__*' -not -name '*.py[co]' 2>/dev/null)
GAME_FILES := $(call sources,game)
# (The games' lesson searches, web/<package>/lesson_search.py, are not in the site: tools/find_lessons.py's.)
WEB_FILES := $(filter-out %/lesson_search.py,$(call sources,web))

.PHONY: all venv node_modules wheel build serve test bench soak clean
.DEFAULT_GOAL := build

all: build

venv: $(VENV_STAMP)
$(VENV_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -e '.[dev]'
	touch $@

node_modules: $(NODE_STAMP)
$(NODE_STAMP): package-lock.json package.json
	npm ci --no-audit --no-fund
	touch $@

# The engine wheel (game/ only). No build isolation: the venv already has setuptools, so this is
# fast and offline. build/ is removed first so a deleted module never lingers in the wheel.
wheel: $(WHEEL_STAMP)
$(WHEEL_STAMP): $(VENV_STAMP) pyproject.toml README.md $(GAME_FILES)
	rm -rf build dist/ludotheque-*.whl
	$(PY) -m build --wheel --no-isolation --outdir dist . > /dev/null
	rm -rf build
	touch $@

# The static site in _site/ (tools/build_site.py writes _site/.nojekyll, the stamp, last).
build: $(SITE_STAMP)
$(SITE_STAMP): $(VENV_STAMP) $(NODE_STAMP) $(WHEEL_STAMP) $(wildcard *.html) pyscript.toml bench/bare.html \
		sw.js $(wildcard tools/*.py) tools/compile_pyc.mjs $(WEB_FILES)
	$(PY) tools/build_site.py

serve: build
	$(PY) tools/serve.py --dir _site --port $(PORT)

# The engine and AI tests spread over the cores; the browser tests one at a time (each runs
# Pyodide in Chromium, which wants a core to itself). Both always run; either failing fails.
test: build
	$(PY) -m pytest -n auto tests; engines=$$?; $(PY) -m pytest e2e; browser=$$?; \
		test $$engines -eq 0 && test $$browser -eq 0

# Every bench/*.py is a benchmark script (helpers are named bench/_*.py).
bench: build
	@set -e; for script in $(filter-out bench/_%,$(wildcard bench/*.py)); do \
		echo "== $(PY) $$script"; $(PY) $$script; done

# Soak and fuzz every engine (random seeded games, invariants after every move, refusals at random
# moments), then the hidden-information leak checks. Long; not part of `make test`, which runs a
# small sample of both. SOAK_ARGS="--games 100" for a shorter run.
soak: venv
	$(PY) tools/soak.py $(SOAK_ARGS)
	$(PY) tools/leaks.py $(LEAKS_ARGS)

clean:
	rm -rf _site _site.tmp dist build .make *.egg-info
