# what: two faults: entities.csv's trn3-ultraserver-gen2 chips (line 42, 144) written 'lots' (not an integer: a table problem, its rows left out) and trn3-ultraserver-gen1's network_bandwidth (specs.csv line 416, 12800 Gbps) slipped to 128: validate runs the checks on the rows without a problem, so one run names both: rc 1 naming entities.csv, chips, specs.csv, 416, ultraserver-network-bandwidth
# expect-rc: 1
# expect: entities.csv
# expect: chips
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
setcell d/entities.csv 42 chips lots
setcell d/specs.csv 416 value 128
timeout 55 "$TR" validate d
