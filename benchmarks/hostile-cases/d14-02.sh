# what: specs.csv: trn3-ultraserver-gen1's network_bandwidth (line 416, 12800 Gbps) with its unit written Tbps (12.8 Pbps, above network-bandwidth's and ultraserver-network-bandwidth's 1,000,000 Gbps: a unit slip): rc 1 naming specs.csv, line 416 and the check
# expect-rc: 1
# expect: specs.csv
# expect: 416
# expect: network-bandwidth
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
setcell d/specs.csv 416 unit Tbps
timeout 55 "$TR" validate d
