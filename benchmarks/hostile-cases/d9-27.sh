# what: models.csv: llama-3.1-70b's kv_heads (line 3) written 7 (64 attention heads cannot be grouped evenly over 7 KV heads: grouped-query attention shares each KV head among attention_heads / kv_heads query heads): refused naming models.csv, line 3, kv_heads
# expect-rc: 1
# expect: models.csv, line 3
# expect: kv_heads
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
setcell d/models.csv 3 kv_heads 7
timeout 55 "$TR" validate d
