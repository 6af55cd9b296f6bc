# what: datapackage.json (folder copy) adds a unit Mbps (bits_per_second, factor 0.001) and lists it for network_bandwidth (data/README: a folder's datapackage.json may add units), and trn2-ultraserver's network (specs.csv line 401) is written 12800000 Mbps (= 12.8 Tbps): legal; the new ultraserver-network-bandwidth check must convert (12.8e6 read as Gbps would fail its max, as Mbps-unconverted too): a correct result, validate OK, 28 plausibility checks passed
# expect-rc: 0
# expect: OK:
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
"$PY" - <<'PY'
import json
p = json.load(open("d/datapackage.json"))
p["x-units"]["Mbps"] = {"dimension": "bits_per_second", "factor": 0.001}
p["x-metrics"]["network_bandwidth"]["units"].append("Mbps")
json.dump(p, open("d/datapackage.json", "w"), indent=2)
PY
setcell d/specs.csv 401 value 12800000
setcell d/specs.csv 401 unit Mbps
timeout 55 "$TR" validate d
