# what: specs.csv: trainium's chip_to_chip_bandwidth from the Trainium2 page's comparison table (line 59, 384 GB/s) entered under TB/s (38.4 TB/s, inside chip-to-chip-bandwidth's 50 TB/s) in a two-row group with line 46 (384 GiB/s): data/README: of two rows both are named: rc 1 naming lines 59 and 46, sources-agree
# expect-rc: 1
# expect: specs.csv, line 59, field 'value'
# expect: specs.csv, line 46, field 'value'
# expect: sources-agree
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
setcell d/specs.csv 59 unit TB/s
timeout 55 "$TR" validate d
