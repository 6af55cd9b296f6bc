# what: sources.csv: the tomshardware-trn2-exaflops row repeated at the end with another url (duplicate source_id, conflicting)
# expect-rc: 1
# expect: sources.csv
# expect: source_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
p="d/sources.csv"; rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
i=rows[0].index("url"); r=[list(r) for r in rows[1:] if r[0]=="tomshardware-trn2-exaflops"][0]
r[i]="https://example.org/other"
with open(p,"a",newline="",encoding="utf-8") as f: csv.writer(f,lineterminator="\n").writerow(r)
PY
tail -c 1 d/sources.csv | od -c | head -1 >/dev/null
"$TR" validate d
