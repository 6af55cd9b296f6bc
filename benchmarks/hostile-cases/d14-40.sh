# what: specs.csv: trn2-ultraserver's network_bandwidth (line 401, 12.8 Tbps) written in Gbps as 12.8 with unit 'gbps' (lower case: not one of network_bandwidth's units Gbps, Tbps): refused naming specs.csv, 401, unit (never read as Gbps and only then failing a check)
# expect-rc: 1
# expect: specs.csv
# expect: 401
# expect: unit
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
setcell d/specs.csv 401 unit gbps
timeout 55 "$TR" validate d
