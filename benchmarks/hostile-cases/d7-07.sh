# what: entities.csv: trainium2 given fit_from trainium2 (a chip that borrows its own fit: a loop of one)
# expect-rc: 1
# expect: entities.csv
# expect: fit_from
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv, io
p = 'd/entities.csv'
t = open(p, encoding='utf-8', newline='').read().split('\n')
h = t[0].split(',')
for i, l in enumerate(t):
    if l.startswith('trainium2,'):
        cells = next(csv.reader([l]))
        cells[h.index('fit_from')] = 'trainium2'
        b = io.StringIO(); csv.writer(b, lineterminator='').writerow(cells); t[i] = b.getvalue(); break
open(p, 'w', encoding='utf-8', newline='').write('\n'.join(t))
PY
grep -n '^trainium2,' d/entities.csv | cut -c1-160
timeout 55 "$TR" validate d
