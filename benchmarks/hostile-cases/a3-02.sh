# what: estimate --csv onto the project copy's README.md (a project file outside the listed input folders)
# expect-rc: nonzero
# expect: README.md
# expect: not written
mkdir projcopy; for d in data notebooks scenarios trainium_report pyproject.toml README.md Makefile; do cp -r "$PROJECT/$d" projcopy/; done
TRC() { PYTHONPATH="$W/projcopy" "$PY" -m trainium_report.cli "$@"; }
cp projcopy/README.md before.md
TRC estimate projcopy/scenarios/default.yaml --csv "$W/projcopy/README.md" >/dev/null; rc=$?
cmp -s before.md projcopy/README.md || { echo "README.md was overwritten"; exit 9; }
exit $rc
