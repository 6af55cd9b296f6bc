# what: specs.csv: trn2.48xlarge network_bandwidth (line 377, tier-1 source, preferred) written 3.2 Gbps (a Tbps figure under Gbps: 1000x below the 3,200 its other source and every EFA instance has), inside the check's 1 to 1e6 Gbps range
# expect-rc: 1
# expect: specs.csv
# expect: network_bandwidth
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/specs.csv "trn2.48xlarge,network_bandwidth,3200,Gbps," "trn2.48xlarge,network_bandwidth,3.2,Gbps,"
"$TR" validate d
