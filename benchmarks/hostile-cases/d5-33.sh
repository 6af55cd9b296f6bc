# what: datapackage.json: specs' primaryKey removed (a loosened schema) and specs.csv gains a second trainium2 memory_bandwidth row from the same source (0.29 TB/s): refused, naming the schema change or the duplicate
# expect-rc: 1
# expect: datapackage.json
# expect: primaryKey
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p,encoding="utf-8"))
r=[r for r in d["resources"] if r["path"].endswith("specs.csv")][0]
del r["schema"]["primaryKey"]
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
open("d/specs.csv","a",encoding="utf-8",newline="").write("trainium2,memory_bandwidth,0.29,TB/s,,,neuron-trainium2-7c165a3,2025-10-17,2026-10-31,copied row\n")
PY
"$TR" validate d
