# what: claims --data-dir d where trn3-ultraserver-gen1's network (specs.csv line 416) is slipped to 12.8 (a Tbps figure as Gbps): claims answers but warns (cli.py _implausible) naming specs.csv, 416 and ultraserver-network-bandwidth: rc 0
# expect-rc: 0
# expect: warning
# expect: 416
# expect: ultraserver-network-bandwidth
# expect: claims)
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
setcell d/specs.csv 416 value 12.8
timeout 55 "$TR" claims --data-dir d
