# what: datapackage.json: the unit GB redefined with GiB's factor (1.073741824): a known unit's meaning changed, every GB value silently 7% larger
# expect-rc: 1
# expect: datapackage.json
# expect: GB
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
assert d["x-units"]["GB"]["factor"]==1
d["x-units"]["GB"]["factor"]=1.073741824
json.dump(d, open(p,"w"), indent=2)
PY
"$TR" validate d
