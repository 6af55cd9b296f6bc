# what: checks.yaml (folder copy): ultraserver-network-bandwidth rewritten in Tbps (unit: Tbps, min 1, max 1000: the same bounds in another unit; the brief: unit is the project's) : refused naming checks.yaml and the check's unit, or, read as the same bounds, validate OK; it must not read 12.8 Tbps against a bound of 1 Gbps-as-Tbps. Here: rc 1 naming checks.yaml and unit
# expect-rc: 1
# expect: checks.yaml
# expect: unit
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
i = t.index("id: ultraserver-network-bandwidth"); j = t.index("why:", i)
seg = t[i:j].replace("unit: Gbps", "unit: Tbps").replace("min: 1000\n", "min: 1\n").replace("max: 1000000", "max: 1000")
open("d/checks.yaml", "w").write(t[:i] + seg + t[j:])
PY
grep -A6 'id: ultraserver-network' d/checks.yaml
timeout 55 "$TR" validate d
