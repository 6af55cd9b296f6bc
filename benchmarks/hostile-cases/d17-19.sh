# what: datapackage.json (folder copy) replaced by an empty JSON object {} (every schema dropped: a loosening by omission; data/README: a folder's datapackage.json may only add units and tighten) while p5en.48xlarge's spot price (prices.csv line 119) is slipped to 2657.14 (332 per chip-hour): must not pass
# expect-rc: 1
# expect-not: OK:
cp -r "$PROJECT/data" d
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
echo '{}' > d/datapackage.json
setcell d/prices.csv 119 usd_per_hour 2657.14
timeout 55 "$TR" validate d
