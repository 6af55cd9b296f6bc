# what: checks.yaml (folder copy): a second check with the id chip-power appended (max 50000 W: a duplicate id that could shadow the first) and h100-sxm's power (specs.csv line 155) slipped to 7000 W: a duplicate id is refused or the original bound still fails the row; validate fails naming chip-power
# expect-rc: 1
# expect: chip-power
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
cat >> d/checks.yaml <<'Y'

- id: chip-power
  severity: error
  kind: range
  where: {metric: power, entity_kind: chip}
  unit: W
  min: 10
  max: 50000
  why: a second copy
Y
setcell d/specs.csv 155 value 7000
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
