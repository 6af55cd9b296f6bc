# what: specs trn3-ultraserver-gen2 network_bandwidth --data-dir d with that value (specs.csv line 428) slipped to 288: specs shows what the data says (288 Gbps) and warns naming 428 and ultraserver-network-bandwidth; rc 0
# expect-rc: 0
# expect: 288
# expect: warning
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
timeout 55 "$TR" specs trn3-ultraserver-gen2 network_bandwidth --data-dir d
