# what: specs.csv: h100-sxm's memory_bandwidth note (line 150) rewritten by the csv module as a quoted two-line cell (legal RFC 4180 CSV; the loader refuses a cell spanning lines, 'a quote left open swallows the lines after it'), so b200's memory_capacity row that was line 171 starts on line 172; that row slipped to TB: one run names specs.csv line 150's note and, with the plausibility pass on the other rows, line 172 (the physical line a user opens) and chip-memory-capacity
# expect-rc: 1
# expect: specs.csv
# expect: line 150
# expect: 'note'
# expect: line 172
# expect: chip-memory-capacity
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
setcell d/specs.csv 171 unit TB
"$PY" - <<'PY'
import csv
rows = list(csv.reader(open('d/specs.csv', newline='', encoding='utf-8')))
assert rows[149][:2] == ['h100-sxm', 'memory_bandwidth'], rows[149]
rows[149][-1] = 'page marks it as\na peak (two-line note)'
csv.writer(open('d/specs.csv', 'w', newline='', encoding='utf-8'), lineterminator='\n').writerows(rows)
PY
sed -n 172p d/specs.csv | cut -c1-60
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
