# what: specs.csv: trn2-ultraserver's network_bandwidth (line 401, 12.8 Tbps) written exactly 1 (Tbps: 1000 Gbps, ultraserver-network-bandwidth's floor; bounds inclusive as written): odd but legal, a correct result: validate OK with 535 spec values and 28 plausibility checks passed
# expect-rc: 0
# expect: OK:
# expect: 535 spec values
# expect: 30 plausibility checks passed
# (written when there were 28; dataset checks added since: 30 at 72d09f3)
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
setcell d/specs.csv 401 value 1
timeout 55 "$TR" validate d
