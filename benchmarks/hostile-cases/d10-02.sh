# what: prices.csv: the GCP H200 us-central1 spot per-GPU share of the 8-GPU a3-ultragpu-8g (line 540, a chip row) given min_chips 8 (data/README: min_chips is for 'a per-GPU share of an 8-GPU machine type'): legal, validate passes with its OK line
# expect-rc: 0
# expect: OK:
# expect-not: min_chips
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
grep -q '^h200-sxm,gcp,us-central1,spot' <(sed -n 540p d/prices.csv) || echo "CHECK FAILED: line 540 is not the H200 spot row"
setcell d/prices.csv 540 min_chips 8
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
