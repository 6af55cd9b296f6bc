# what: build --no-pdf (small-volume example scenario, data_dir a copy) whose models.csv names llama-3.1-8b (the scenario's model) 'Llama $\frac{3.1} 8B' (an unclosed matplotlib mathtext) and whose claim trn2-hbm-1.5tb quotes '=HYPERLINK("http://evil.example","1.5 TB")': the build must succeed (the name drawn as text), every CSV cell and tables.xlsx cell holding the formula neutralised (no xlsx formula cell)
# expect-rc: 0
# expect: XLSX-SAFE
# expect: CSV-SAFE
# expect-not: UNSAFE
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
def edit(p, key, col, val):
    rows = list(csv.reader(open(p, encoding='utf-8', newline='')))
    h = rows[0]; n = 0
    for r in rows[1:]:
        if r and r[0] == key: r[h.index(col)] = val; n += 1
    assert n == 1, (p, key)
    with open(p, 'w', encoding='utf-8', newline='') as f: csv.writer(f, lineterminator='\n').writerows(rows)
edit('d/models.csv', 'llama-3.1-8b', 'name', r'Llama $\frac{3.1} 8B')
edit('d/claims.csv', 'trn2-hbm-1.5tb', 'quote', '=HYPERLINK("http://evil.example","1.5 TB")')
PY

sed -e 's/^scenario: .*/scenario: d7-28/' "$PROJECT/scenarios/examples/small-volume.yaml" > s.yaml
grep -q '^scenario: d7-28' s.yaml || echo 'scenario: d7-28' >> s.yaml
grep -q '^data_dir:' s.yaml && sed -i "s#^data_dir:.*#data_dir: $W/d#" s.yaml || echo "data_dir: $W/d" >> s.yaml
timeout 55 "$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" --jobs 1 --quiet 2>&1 | tail -5
rc=${PIPESTATUS[0]}
ls out/d7-28/data 2>/dev/null | head -3
"$PY" - <<'PY'
import glob, csv, openpyxl
bad = []
for p in glob.glob('out/**/*.csv', recursive=True):
    for row in csv.reader(open(p, encoding='utf-8', newline='')):
        bad += [(p, c) for c in row if c.startswith(('=', '+', '@')) and 'HYPERLINK' in c]
print('CSV-SAFE' if not bad and glob.glob('out/**/*.csv', recursive=True) else f'UNSAFE csv {bad[:3]}')
xs = glob.glob('out/**/tables.xlsx', recursive=True)
fb = []
for x in xs:
    wb = openpyxl.load_workbook(x)
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            fb += [(ws.title, c.coordinate, c.value) for c in row if c.data_type == 'f' or (isinstance(c.value, str) and c.value.startswith('='))]
print('XLSX-SAFE' if xs and not fb else f'UNSAFE xlsx {xs} {fb[:3]}')
PY
exit $rc
