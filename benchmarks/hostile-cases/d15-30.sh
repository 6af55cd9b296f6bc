# what: prices.csv: a new legal row appended: h200-sxm on lambda, on_demand, neocloud_list, per chip, 4.49, dated 2026-09-25, cited to silybench-gpu-hourly-045df3b with min_chips 8 (a per-GPU rate of an 8-GPU machine, the column's purpose): a correct result: validate OK with one more price than rows before
# expect-rc: 0
# expect: OK
# expect: check ok
# expect-not: CHECK FAILED
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
printf '\nh200-sxm,lambda,,on_demand,neocloud_list,chip,4.49,2026-09-25,silybench-gpu-hourly-045df3b,Lambda 8x H200 (per GPU; test row),8' >> d/prices.csv
sed -i -e '/^$/d' d/prices.csv
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'PY'
import csv,re
n=sum(1 for _ in csv.DictReader(open('d/prices.csv',encoding='utf-8')))
m=re.search(r'(\d+) prices', open('out.txt').read())
print('check ok' if m and int(m.group(1))==n else f'CHECK FAILED: {n} rows, output says {m and m.group(1)}')
PY
exit $rc
