# what: specs.csv replaced by a symlink to a sibling file in the same data folder (specs.csv -> specs-2026.csv, a link that stays inside the folder; only links that leave it are refused): a correct result, validate OK with the same counts as the project's data (535 spec values), or a clear refusal naming specs.csv
# expect-rc: 0
# expect: 535 spec values
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
mv d/specs.csv d/specs-2026.csv
ln -s specs-2026.csv d/specs.csv
timeout 55 "$TR" validate d
