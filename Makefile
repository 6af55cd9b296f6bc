# Every target bootstraps .venv on first use (Python >= 3.11 from PATH, or PYTHON=...).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)
SCENARIO ?= scenarios/default.yaml

.PHONY: report reports test lab bench validate clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is needed (found %s); set PYTHON=python3.11" % sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@echo "setting up $(VENV) (first run only)"
	@$(BIN)/python -m pip install -q --upgrade pip
	@$(BIN)/python -m pip install -q -e '.[test]'
	@$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null
	@rm -f $(VENV)/.installed-* && touch $@

report: $(STAMP)          ## build report/default/ (HTML + PDF)
	$(BIN)/trainium-report build $(SCENARIO)

reports: $(STAMP)         ## build every scenario in scenarios/ and scenarios/examples/, and report/index.html
	$(BIN)/trainium-report build scenarios/*.yaml scenarios/examples/*.yaml

test: $(STAMP)            ## unit, data, notebook (nbval-lax) and build tests, in parallel (one worker per core)
	$(BIN)/python -m pytest -n auto --dist loadscope --no-loadscope-reorder

validate: $(STAMP)
	$(BIN)/trainium-report validate

lab: $(STAMP)
	$(BIN)/python -m pip install -q -e '.[lab]'
	$(BIN)/jupyter lab notebooks/

bench: $(STAMP)
	$(BIN)/python benchmarks/build.py

clean:
	rm -rf report/* figures/* .pytest_cache .cache
