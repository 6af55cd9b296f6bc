# what: specs.csv: trn3-ultraserver-gen2's network_bandwidth (line 428, 28800 Gbps) entered as 288 (a 100x slip; inside network-bandwidth's 10-1,000,000 Gbps, below checks.yaml ultraserver-network-bandwidth's 1,000 Gbps, new since round 64): rc 1 naming specs.csv, line 428, value and ultraserver-network-bandwidth
# expect-rc: 1
# expect: specs.csv
# expect: 428
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
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d
