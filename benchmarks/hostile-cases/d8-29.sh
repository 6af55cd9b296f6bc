# what: specs.csv: p5.48xlarge's host_memory (line 446) 2048 written under TiB instead of GiB (2 PiB of host RAM, above host-memory's 1,000,000 GB): refused naming specs.csv, line 446
# expect-rc: 1
# expect: specs.csv, line 446
# expect: host-memory
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
setcell d/specs.csv 446 unit TiB
timeout 55 "$TR" validate d
