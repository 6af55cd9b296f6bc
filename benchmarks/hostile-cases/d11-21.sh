# what: checks.yaml (folder copy): price-history's max_ratio loosened from 6 to 60 (a folder may only move bounds inward) while trn1.32xlarge's us-east-1 on-demand price (prices.csv line 56, 21.5) is slipped 10x to 215: the loosening refused naming checks.yaml and price-history
# expect-rc: 1
# expect: checks.yaml
# expect: price-history
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
p = 'd/checks.yaml'; s = open(p).read()
old = "  max_ratio: 6\n"   # price-history's (sources-agree has had one too since round 63, 9c037d3)
i = s.index("id: price-history"); j = s.index(old, i)
assert j < s.find("\n- id:", i), 'anchor'
open(p, 'w').write(s[:j] + "  max_ratio: 60\n" + s[j + len(old):])
PY
setcell d/prices.csv 56 usd_per_hour 215
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
