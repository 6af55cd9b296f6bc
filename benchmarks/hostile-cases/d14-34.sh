# what: two faults: trainium2's own row (entities.csv line 5) with generation 'two' (a table problem; rows citing trainium2 are left out) and trn3-ultraserver-gen1's network (specs.csv line 416) slipped to 128 Gbps; trn3-ultraserver-gen1's chip trainium3 only borrows trainium2's fit (fit_from, not followed by the plausibility pass): one run names both: rc 1 naming entities.csv, generation, 416, ultraserver-network-bandwidth
# expect-rc: 1
# expect: entities.csv
# expect: generation
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
setcell d/entities.csv 5 generation two
setcell d/specs.csv 416 value 128
timeout 55 "$TR" validate d
