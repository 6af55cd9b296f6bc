# what: two faults: thelettertwo-trn3-ga (sources.csv line 34, cited only as available_source_id by trainium3 and the two Trn3 UltraServers) with accessed 2026-13-01 (no month 13) and trn3-ultraserver-gen2's network (specs.csv line 428) slipped to 288 Gbps; the plausibility pass does not follow available_source_id (brief, round 60): one run names both: rc 1 naming sources.csv, accessed, 428, ultraserver-network-bandwidth
# expect-rc: 1
# expect: sources.csv
# expect: accessed
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
setcell d/sources.csv 34 accessed 2026-13-01
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d
