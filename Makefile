# Every target bootstraps .venv on first use (Python >= 3.11 from PATH, or PYTHON=...).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)
SCENARIO ?= scenarios/default.yaml

.PHONY: report reports test check lab bench validate clean bytecode

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is needed (found %s); set PYTHON=python3.11" % sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@echo "setting up $(VENV) (first run only)"
	@$(BIN)/python -m pip install -q --upgrade pip
	@$(BIN)/python -m pip install -q -e '.[test]'
	@$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null
	@rm -f $(VENV)/.installed-* && touch $@

# the package's bytecode, written even where PYTHONDONTWRITEBYTECODE is set (Docker images often set it): else
# every process that imports the package (the build, each kernel, each CLI call of the tests) compiles it again, 0.3 s
bytecode: $(STAMP)
	@$(BIN)/python -m compileall -q trainium_report

report: $(STAMP) bytecode ## build report/default/ (HTML + PDF)
	$(BIN)/trainium-report build $(SCENARIO)

reports: $(STAMP) bytecode ## build every scenario in scenarios/ and scenarios/examples/, and report/index.html
	$(BIN)/trainium-report build scenarios/*.yaml scenarios/examples/*.yaml

test: $(STAMP) bytecode   ## the fast layers: unit and data tests, in parallel (one worker per core; about a minute)
	$(BIN)/python -m pytest -n auto --dist loadscope --no-loadscope-reorder -m 'not slow'

check: $(STAMP) test      ## every layer (what CI runs): make test's fast layers, then the slow one (real builds, notebooks under nbval-lax, processes, faults, hostile rounds)
	$(BIN)/python -m pytest -n auto --dist loadscope --no-loadscope-reorder -m slow

validate: $(STAMP) bytecode
	$(BIN)/trainium-report validate

LAB_STAMP := $(VENV)/.lab-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

$(LAB_STAMP): $(STAMP)
	@echo "installing JupyterLab into $(VENV) (first run only)"
	@$(BIN)/python -m pip install -q -e '.[lab]' 2>&1 | grep -v -i -e setuptools -e '^ *!!' -e '^ *\*\*\*' -e '^$$' || true
	@$(BIN)/python -c 'import jupyterlab' && rm -f $(VENV)/.lab-* && touch $@

lab: $(LAB_STAMP) bytecode ## JupyterLab at the project root (notebooks/ and scenarios/); LAB_ARGS="--port 9999 ..."
	$(BIN)/jupyter lab --ServerApp.root_dir="$(CURDIR)" $(if $(filter 0,$(shell id -u)),--allow-root) $(LAB_ARGS)

bench: $(STAMP) bytecode
	$(BIN)/python benchmarks/build.py

clean:
	rm -rf report/* figures/* .pytest_cache .cache
