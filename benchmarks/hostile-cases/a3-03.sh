# what: build --out the project root itself (a copy of the project run from its own code): must be refused before anything runs
# expect-rc: nonzero
# expect: projcopy
# expect: --out
mkdir projcopy; for d in data notebooks scenarios trainium_report pyproject.toml README.md Makefile; do cp -r "$PROJECT/$d" projcopy/; done
TRC() { PYTHONPATH="$W/projcopy" "$PY" -m trainium_report.cli "$@"; }
( cd projcopy && find . -type f | sort | xargs sha256sum ) > before.txt
timeout 55 env PYTHONPATH="$W/projcopy" "$PY" -m trainium_report.cli build projcopy/scenarios/default.yaml --no-pdf --out "$W/projcopy" --figures "$W/fig"; rc=$?
( cd projcopy && find . -type f -not -path './.cache/*' -not -path './report/*' -not -path './figures/*' | sort | xargs sha256sum ) > after.txt
grep -v '/.cache/\|\./report/\|\./figures/' before.txt | diff - after.txt >/dev/null || { echo "files of the project copy changed"; exit 9; }
exit $rc
