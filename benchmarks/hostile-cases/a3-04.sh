# what: build --out a new folder inside the project copy's notebooks/ folder (its inputs)
# expect-rc: nonzero
# expect: notebooks
# expect: notebooks/out
mkdir projcopy; for d in data notebooks scenarios trainium_report pyproject.toml README.md Makefile; do cp -r "$PROJECT/$d" projcopy/; done
TRC() { PYTHONPATH="$W/projcopy" "$PY" -m trainium_report.cli "$@"; }
timeout 55 env PYTHONPATH="$W/projcopy" "$PY" -m trainium_report.cli build projcopy/scenarios/default.yaml --no-pdf --out "$W/projcopy/notebooks/out" --figures "$W/fig"; rc=$?
[ -e projcopy/notebooks/out ] && { echo "projcopy/notebooks/out was created"; exit 9; }
exit $rc
