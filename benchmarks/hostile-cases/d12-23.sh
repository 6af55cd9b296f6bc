# what: prices.csv: line 215 (the Lambda 8x H100 rate) appended again as line 551 (after the header and 549 rows) with only min_chips changed to 16 (min_chips is not part of prices.csv's key: entity_id, provider, region, pricing_model, offer_kind, per, as_of, source_id, note): a duplicate key, the same offer at two block sizes; refused naming prices.csv and line 551
# expect-rc: 1
# expect: prices.csv
# expect: line 551
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p='d/prices.csv'; raw=open(p,newline='',encoding='utf-8').read()
lines=raw.split('\n'); l=lines[214]
assert l.endswith(',8'), l
if not raw.endswith('\n'): raw += '\n'
open(p,'w',newline='',encoding='utf-8').write(raw + l[:-2] + ',16\n')
PY
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
