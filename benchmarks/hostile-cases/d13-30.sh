# what: claims --data-dir on a copy where trainium2's preferred memory_bandwidth (specs.csv line 65) is slipped 10x to 29 TB/s (inside chip-memory-bandwidth's 30; sources-agree and system-is-its-chips see it): cli.py _implausible: claims answers but must warn naming specs.csv, line 65 and sources-agree; no traceback
# expect-rc: 0
# expect: specs.csv, line 65, field 'value'
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
setcell d/specs.csv 65 value 29
timeout 55 "$TR" claims --data-dir d
