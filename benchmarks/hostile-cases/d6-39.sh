# what: specs.csv: a new tier-1 source (vendor-docs, published 2025-10-17, the same date as neuron-trainium2-7c165a3) appended, with trainium2 memory_bandwidth 3.2 TB/s: a full tie, so the first row in specs.csv (2.9) stays preferred and 3.2 is listed as a conflict
# expect-rc: 0
# expect: PREFERRED-2.9
# expect: 3.2
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
line=next(l for l in t.splitlines() if l.startswith("neuron-trainium2-7c165a3,"))
t=t.rstrip("\n")+"\n"+line.replace("neuron-trainium2-7c165a3,","neuron-trainium2-mirror,",1)+"\n"
open(p,"w",newline="",encoding="utf-8").write(t)
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
t=t.rstrip("\n")+"\ntrainium2,memory_bandwidth,3.2,TB/s,,,neuron-trainium2-mirror,2025-10-17,2026-10-31,tie test\n"
open(p,"w",newline="",encoding="utf-8").write(t)
PY
timeout 55 "$TR" specs trainium2 memory_bandwidth --all --data-dir d --csv s.csv | cut -c1-200
"$PY" - <<'PY'
import csv
rows=list(csv.DictReader(open("s.csv")))
pref=[r for r in rows if r["preferred"]=="True"]
print("preferred:", [(r["value"], r["source_id"]) for r in pref])
if len(pref)==1 and pref[0]["value"]=="2.9" and pref[0]["source_id"]=="neuron-trainium2-7c165a3": print("PREFERRED-2.9")
PY
