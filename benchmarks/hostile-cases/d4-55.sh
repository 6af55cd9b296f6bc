# what: claims.csv: the absolute claim trn2-hbm-1.5tb (memory_capacity, 1.5 TB) given the unit TB/s (a bandwidth unit: 1.5 TB/s of memory)
# expect-rc: 1
# expect: claims.csv
# expect: TB/s
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",absolute,up to,system,,,TB,2024-12,2026-10-31,"
i=t.index("trn2-hbm-1.5tb,"); j=t.index(old,i); assert j-i<400
t=t[:j]+",absolute,up to,system,,,TB/s,2024-12,2026-10-31,"+t[j+len(old):]
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
