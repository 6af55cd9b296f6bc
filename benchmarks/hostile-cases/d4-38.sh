# what: claims --data-dir on a copy whose claims.csv and subjects.csv are saved with a UTF-8 BOM and CRLF line endings: a correct result, the same 87 claims
# expect-rc: 0
# expect: trn3-ultraserver-vs-trn2-compute-4.4x
# expect: same as the project data
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
for n in ("claims","subjects"):
    p=f"d/{n}.csv"; t=open(p,newline="",encoding="utf-8").read()
    import re
    open(p,"w",newline="",encoding="utf-8-sig").write(re.sub(r"(?<!\r)\n","\r\n",t))
PY
"$TR" claims --data-dir d --csv c.csv && "$PY" -c "import csv;r=list(csv.DictReader(open('c.csv',encoding='utf-8-sig')));print(len(r),'claims');assert len(r)==87,len(r)" && "$TR" claims --csv c0.csv >/dev/null && cmp c.csv c0.csv && echo same as the project data
