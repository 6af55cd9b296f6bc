# what: specs.csv: b200's glennklockwood memory_bandwidth (line 172, 8 TB/s) written 1.4 (5.5x under the median 7.7 of the other rows: inside sources-agree's 6x and chip-memory-bandwidth; odd but legal): a correct result: validate rc 0, OK, and no sources-agree problem at line 172
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
setcell d/specs.csv 172 value 1.4
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'PY'
import csv, statistics
rows=[r for r in csv.DictReader(open('d/specs.csv',encoding='utf-8')) if r['entity_id']=='b200' and r['metric']=='memory_bandwidth']
v=[float(r['value'])*(1 if r['unit']=='TB/s' else 0.001) for r in rows]
ok=all(max(x/statistics.median(v[:i]+v[i+1:]), statistics.median(v[:i]+v[i+1:])/x) <= 6 for i,x in enumerate(v))
print('check ok' if ok else 'CHECK FAILED: ratio above 6')
PY
exit $rc
