# Sourced by round 69's d18-* cases (hostile.py runs only CASES_DIR/*.sh, so this folder's files are no cases).
# A copy of the project's data in ./d, and `setcell FILE LINE FIELD VALUE`: one cell of a CSV set (LINE is the
# file's line number, the header being line 1, as validate names them); every other line keeps its bytes.
cp -r "$PROJECT/data" d
setcell() {
  "$PY" - "$@" <<'PY'
import csv, io, sys
path, line, field, value = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
with open(path, encoding="utf-8", newline="") as f:
    lines = f.read().split("\n")
header = next(csv.reader([lines[0].lstrip("\ufeff")]))
row = next(csv.reader([lines[line - 1]]))
row[header.index(field)] = value
out = io.StringIO()
csv.writer(out, lineterminator="").writerow(row)
lines[line - 1] = out.getvalue()
with open(path, "w", encoding="utf-8", newline="") as f:
    f.write("\n".join(lines))
PY
}
