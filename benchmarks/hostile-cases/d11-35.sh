# what: checks.yaml (folder copy): spot-not-above-on-demand's lower and higher swapped (lower: on_demand, higher: spot: the check then demands spot ABOVE on-demand; what a check reads is the project's, only bounds may move inward): refused naming checks.yaml and spot-not-above-on-demand
# expect-rc: 1
# expect: checks.yaml
# expect: spot-not-above-on-demand
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
old = "  lower: {pricing_model: spot}\n  higher: {pricing_model: on_demand}\n"
assert s.count(old) == 1, 'anchor'
open(p, 'w').write(s.replace(old, "  lower: {pricing_model: on_demand}\n  higher: {pricing_model: spot}\n"))
PY
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
