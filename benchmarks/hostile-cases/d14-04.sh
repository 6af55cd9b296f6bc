# what: checks.yaml (folder copy): ultraserver-network-bandwidth's min moved INWARD from 1000 to 13000 Gbps (allowed: a tightening): trn2-ultraserver's 12.8 Tbps (specs.csv line 401) and trn3-ultraserver-gen1's 12800 Gbps (line 416) now fall below: rc 1 naming specs.csv, both lines and the check
# expect-rc: 1
# expect: specs.csv
# expect: 401
# expect: 416
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
open("d/checks.yaml", "w").write(t[:j] + "min: 13000" + t[j + 9:])
PY
timeout 55 "$TR" validate d
