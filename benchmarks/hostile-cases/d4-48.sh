# what: datapackage.json: x-metrics memory_capacity's on_system flipped from total to per_chip (a system's memory read as one chip's: a 16-chip instance would hold 16x)
# expect-rc: 1
# expect: datapackage.json
# expect: on_system
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
assert d["x-metrics"]["memory_capacity"]["on_system"]=="total"
d["x-metrics"]["memory_capacity"]["on_system"]="per_chip"
json.dump(d, open(p,"w"), indent=2)
PY
"$TR" validate d
