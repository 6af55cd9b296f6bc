# what: checks.yaml deleted from the folder copy (no file: the project's checks must still hold, a folder only tightens) while trainium2's dma_bandwidth is slipped 1000x (its row's value x1000, above dma-bandwidth's 50 TB/s): rc 1 naming specs.csv and dma_bandwidth
# expect-rc: 1
# expect: specs.csv
# expect: dma_bandwidth
cp -r "$PROJECT/data" d
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
rm d/checks.yaml
ln=$(grep -n '^trainium2,dma_bandwidth,' d/specs.csv | head -1 | cut -d: -f1)
v=$(sed -n "${ln}p" d/specs.csv | cut -d, -f3); u=$(sed -n "${ln}p" d/specs.csv | cut -d, -f4)
echo "line $ln value $v $u"
setcell d/specs.csv "$ln" value "$("$PY" -c "print($v*1000)")"
timeout 55 "$TR" validate d
