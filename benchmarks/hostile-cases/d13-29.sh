# what: checks.yaml (folder copy): a second check with the id sources-agree appended (kind sources, max_ratio 100: a duplicate id that could shadow the project's 6x) while trainium2's Tom's Hardware fp8 compute (specs.csv line 87) is slipped 10x to 13 PFLOPS: the duplicate refused or the original bound holds: rc 1 naming line 87
# expect-rc: 1
# expect: specs.csv, line 87, field 'value'
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
printf '\n- id: sources-agree\n  severity: error\n  kind: sources\n  max_ratio: 100\n  why: a looser copy\n' >> d/checks.yaml
setcell d/specs.csv 87 value 13
timeout 55 "$TR" validate d
