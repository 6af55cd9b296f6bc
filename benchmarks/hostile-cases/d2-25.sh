# what: datapackage.json: prices' usd_per_hour field type changed from number to integer (every fractional price now breaks the schema; or the schema change must be refused)
# expect-rc: 1
# expect: usd_per_hour
# expect: integer
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; j=json.load(open(p))
n=0
for r in j["resources"]:
    if r["name"]=="prices":
        for f in r["schema"]["fields"]:
            if f["name"]=="usd_per_hour": assert f["type"]=="number"; f["type"]="integer"; n+=1
assert n==1
json.dump(j,open(p,"w"),indent=2)
PY
"$TR" validate d
