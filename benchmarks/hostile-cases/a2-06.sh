# what: specs --all --csv where a spec note starts with a TAB then =cmd and another with a carriage return then +cmd (formula prefixes hidden behind whitespace)
# expect-rc: 0
# expect: out.csv
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
rows=list(csv.DictReader(open('d/specs.csv',newline='',encoding='utf-8')))
f=list(rows[0].keys())
n=[r for r in rows if r['entity_id']=='trainium2']
n[0]['note']='\t=HYPERLINK("http://evil.example","x")'
n[1]['note']='\r+cmd|\' /C calc\'!A0'
w=csv.DictWriter(open('d/specs.csv','w',newline='',encoding='utf-8'),fieldnames=f); w.writeheader(); w.writerows(rows)
PY
"$TR" specs trainium2 --all --data-dir d --csv out.csv || exit $?
"$PY" - <<'PY' || exit 3
import csv,sys
bad=[c for r in csv.reader(open('out.csv',newline='',encoding='utf-8')) for c in r if c.lstrip(' \t\r\n')[:1] in ('=','+','@') ]
if bad: print('live formula cells:', bad); sys.exit(1)
PY
