# what: datapackage.json adds a unit MB (bytes, factor 0.001) to memory_capacity, and specs.csv gains a trainium2 memory_capacity row of 103079 MB (= 96 GiB) from another source: adding a unit is allowed; specs --all shows it without a conflict
# expect-rc: 0
# expect: 103079
# expect: MB
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
d["x-units"]["MB"]={"dimension":"bytes","factor":0.001}
m=d["x-metrics"]["memory_capacity"]
key="units" if "units" in m else None
assert key, m
m["units"]=list(m["units"])+["MB"]
json.dump(d, open(p,"w"), indent=2)
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
open(p,"w",newline="",encoding="utf-8").write(t+"trainium2,memory_capacity,103079,MB,,,tomshardware-trn2-exaflops,2024-12,2026-10-31,same 96 GiB in MB\n")
PY
"$TR" validate d && "$TR" specs trainium2 memory_capacity --all --data-dir d
