# what: specs --csv onto a copy of the project's own pyproject.toml (run from that copy): the project's file must not be overwritten
# expect-rc: nonzero
# expect: pyproject.toml
# expect: not written
mkdir projcopy; for d in data notebooks scenarios trainium_report pyproject.toml README.md Makefile; do cp -r "$PROJECT/$d" projcopy/; done
TRC() { PYTHONPATH="$W/projcopy" "$PY" -m trainium_report.cli "$@"; }
cp projcopy/pyproject.toml before.toml
TRC specs trn2.48xlarge --csv "$W/projcopy/pyproject.toml"; rc=$?
cmp -s before.toml projcopy/pyproject.toml || { echo "pyproject.toml was overwritten"; exit 9; }
exit $rc
