# what: datapackage.json: x-tier-by-kind loosened so press may be tier 1, and tomshardware-trn2-exaflops (kind press) made tier 1: a folder's schema may tighten, never loosen
# expect-rc: 1
# expect: datapackage.json
# expect: x-tier-by-kind
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json,csv,io
p="d/datapackage.json"; d=json.load(open(p,encoding="utf-8"))
def walk(o):
    if isinstance(o,dict):
        if "x-tier-by-kind" in o: o["x-tier-by-kind"]["press"]=[1,2,3,4]; return True
        return any(walk(v) for v in o.values())
    if isinstance(o,list): return any(walk(v) for v in o)
    return False
assert walk(d)
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
p="d/sources.csv"; rows=list(csv.reader(io.StringIO(open(p,newline="",encoding="utf-8").read()))); i=rows[0].index("tier")
for r in rows:
    if r and r[0]=="tomshardware-trn2-exaflops": r[i]="1"
b=io.StringIO(); csv.writer(b,lineterminator="\n").writerows(rows); open(p,"w",newline="",encoding="utf-8").write(b.getvalue())
PY
"$TR" validate d
