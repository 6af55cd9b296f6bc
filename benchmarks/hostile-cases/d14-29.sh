# what: checks.yaml (folder copy): chip-power's bounds both moved inward past each other (min 800, max 600: each an inward move, together an empty range no chip can meet): either refused naming checks.yaml and chip-power, or every chip's power fails chip-power: rc 1 naming chip-power
# expect-rc: 1
# expect: chip-power
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline="", encoding="utf-8").read().split("\n")
hdr = next(csv.reader([raw[0].lstrip("\ufeff")]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator="").writerow(row)
raw[line - 1] = b.getvalue()
open(path, "w", newline="", encoding="utf-8").write("\n".join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
t = open("d/checks.yaml").read()
i = t.index("id: chip-power"); j = t.index("why:", i)
seg = t[i:j].replace("min: 10\n", "min: 800\n").replace("max: 5000\n", "max: 600\n")
open("d/checks.yaml", "w").write(t[:i] + seg + t[j:])
PY
grep -A7 'id: chip-power' d/checks.yaml
timeout 55 "$TR" validate d
