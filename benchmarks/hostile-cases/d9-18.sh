# what: specs.csv: an opening double quote pasted at the start of line 20's note with no closing quote (the CSV reader would swallow every later line into one cell up to the end of the file): refused naming specs.csv and line 20 (where the quote opens), not a line at the end of the file, no traceback
# expect-rc: 1
# expect: specs.csv, line 20
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
"$PY" - <<'P'
p = 'd/specs.csv'
lines = open(p, encoding='utf-8', newline='').read().split('\n')
row = lines[19]
assert '"' not in row, row
head, _, tail = row.rpartition(',')
lines[19] = head + ',"' + tail + ' (up to'
open(p, 'w', encoding='utf-8', newline='').write('\n'.join(lines))
print(lines[19][:120])
P
timeout 55 "$TR" validate d
