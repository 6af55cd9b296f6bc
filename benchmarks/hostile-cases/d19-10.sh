# what: entities.csv: trainium3 fit_from (line 6, trainium2) set to trainium3 itself (a chip borrowing its own fit: data/README refuses a lender with no decode runs or one that itself borrows): refused naming entities.csv, line 6, fit_from; no recursion error
# expect-rc: 1
# expect: entities.csv
# expect: line 6
# expect: fit_from
# expect-not: RecursionError
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
setcell d/entities.csv 6 fit_from trainium3
timeout 55 "$TR" validate d
