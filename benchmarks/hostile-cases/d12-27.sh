# what: checks.yaml (folder copy) replaced by an empty YAML list '[]' (a folder dropping every check: the most a folder can loosen) while h100-sxm's power (specs.csv line 155) is slipped to 7 W: the project's checks still hold (or the empty file is refused): rc 1 naming chip-power or checks.yaml; validate never says OK
# expect-rc: 1
# expect: named: yes
# expect-not: OK:
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
printf '[]\n' > d/checks.yaml
setcell d/specs.csv 155 value 7
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?
cut -c1-300 out.txt | tail -12
grep -q 'chip-power\|checks.yaml' out.txt && echo "named: yes" || echo "CHECK FAILED: neither chip-power nor checks.yaml named"
exit $rc
