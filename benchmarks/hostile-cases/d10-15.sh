# what: checks.yaml (folder copy): a new check of an unknown kind 'regex' (datachecks kinds: range, ratio, sum_of_chips, order, history, family): refused naming checks.yaml and the kind
# expect-rc: 1
# expect: checks.yaml
# expect: regex
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

- id: name-pattern
  severity: error
  kind: regex
  where: {metric: memory_type}
  why: a check of a kind the project does not have
Y
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
