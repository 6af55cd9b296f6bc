# what: two faults: trn2.48xlarge's chips (entities.csv line 31) written 'sixteen' (not an integer) and inferentia2's memory_capacity (specs.csv line 19) slipped 32 to 32000 GiB (TB read as GB): the sum_of_chips check must skip trn2.48xlarge (its chip count unreadable) without a traceback, and one run names entities.csv line 31 chips and the inferentia2 slip
# expect-rc: 1
# expect: entities.csv, line 31, field 'chips'
# expect: chip-memory-capacity
# expect: specs.csv, line 19
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
setcell d/entities.csv 31 chips sixteen
ln=$(grep -n '^inferentia2,memory_capacity,' d/specs.csv | head -1 | cut -d: -f1)
echo "inferentia2 memory line $ln"
setcell d/specs.csv "$ln" value 32000
timeout 55 "$TR" validate d
