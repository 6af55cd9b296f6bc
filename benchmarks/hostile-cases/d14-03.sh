# what: checks.yaml (folder copy): ultraserver-network-bandwidth's min moved OUTWARD from 1000 to 100 Gbps (brief: a folder may only move bounds inward) while trn2-ultraserver's network_bandwidth (specs.csv line 401, 12.8 Tbps) is entered as 0.8 Tbps (800 Gbps): the loosening refused naming checks.yaml, or the project's bound still holds and names line 401: rc 1 naming ultraserver-network-bandwidth
# expect-rc: 1
# expect: ultraserver-network-bandwidth
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
i = t.index("id: ultraserver-network-bandwidth"); j = t.index("min: 1000", i)
open("d/checks.yaml", "w").write(t[:j] + "min: 100" + t[j + 9:])
PY
grep -A6 'id: ultraserver-network' d/checks.yaml | grep min
setcell d/specs.csv 401 value 0.8
timeout 55 "$TR" validate d
