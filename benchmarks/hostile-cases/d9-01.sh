# what: entities.csv: inferentia2 (line 3) given available_source_id aws-ml-blog-inferentia2 while its available_from stays empty (a source of a date not written; new rule: an available_from needs its available_source_id and the reverse): refused naming entities.csv, line 3, available_from
# expect-rc: 1
# expect: entities.csv, line 3
# expect: available_from
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
setcell d/entities.csv 3 available_source_id aws-ml-blog-inferentia2
timeout 55 "$TR" validate d
