# what: specs.csv: trn2.48xlarge's memory_capacity (line 351, 1536 GiB, the tier-1 row) written under GB (1536 GB = 1430 GiB, 7% below its 16 trainium2 chips' 16 x 96 GiB; checks.yaml system-is-its-chips: more than 2% apart is a wrong unit): refused naming specs.csv, line 351 and the check
# expect-rc: 1
# expect: specs.csv
# expect: line 351
# expect: system-is-its-chips
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
setcell d/specs.csv 351 unit GB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
