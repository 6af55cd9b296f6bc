# what: model llama-3.1-70b --candidates trn2.48xlarge --data-dir d where trainium2's preferred memory_capacity (specs.csv line 64, 96 GiB) is slipped 10x to 960 GiB (validate refuses it: sources-agree and system-is-its-chips): the answer changes from 2 chips to 1; like specs and claims (cli.py _implausible) it must warn naming specs.csv line 64, or refuse; a silent wrong chip count is the 'silent nonsense' of issue 22
# expect: specs.csv, line 64
# expect-rc: 0
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
setcell d/specs.csv 64 value 960
timeout 55 "$TR" model llama-3.1-70b --candidates trn2.48xlarge --data-dir d; rc=$?
echo "model rc=$rc"; exit 0
