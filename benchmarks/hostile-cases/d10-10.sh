# what: checks.yaml (folder copy): chip-memory-bandwidth's min moved inward from 0.01 to 0.1 TB/s (allowed: a folder may move bounds inward): Inferentia's 50 GiB/s (specs.csv line 6, 0.054 TB/s) then fails; a correct result: refused naming specs.csv, line 6 and the check
# expect-rc: 1
# expect: specs.csv
# expect: line 6
# expect: chip-memory-bandwidth
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
"$PY" - <<'P'
t = open('d/checks.yaml').read()
old = "  unit: TB/s\n  min: 0.01\n  max: 30\n"
assert t.count(old) == 1, "CHECK FAILED: pattern"
open('d/checks.yaml', 'w').write(t.replace(old, "  unit: TB/s\n  min: 0.1\n  max: 30\n"))
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
