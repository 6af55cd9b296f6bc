# what: specs.csv: trn2.48xlarge's host_memory (line 350, 2048 GiB) written under TiB (2048 TiB = 2.25 million GB, above checks.yaml host-memory's 1,000,000 GB): a unit slip refused naming specs.csv, line 350 and host-memory
# expect-rc: 1
# expect: specs.csv
# expect: line 350
# expect: host-memory
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
setcell d/specs.csv 350 unit TiB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
