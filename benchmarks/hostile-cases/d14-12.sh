# what: model llama-3.1-70b --data-dir d where trn3-ultraserver-gen2's network_bandwidth (specs.csv line 428) is slipped to 288 Gbps (refused by ultraserver-network-bandwidth): new since round 64, model warns of a dataset the plausibility checks refuse: rc 0, the shape printed, and a warning naming specs.csv, 428 and ultraserver-network-bandwidth
# expect-rc: 0
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
timeout 55 "$TR" model llama-3.1-70b --data-dir d
