# what: specs.csv: a new conflicting row appended (line 537): trainium2 memory_capacity 0.96 TiB from awesomeagents-trainium2 (a 10x slip of 96 GiB under TiB: 983 GiB, inside chip-memory-capacity's 2000 GB): the unit conversion must still find it: rc 1 naming specs.csv, line 537, value, sources-agree
# expect-rc: 1
# expect: specs.csv, line 537, field 'value'
# expect: sources-agree
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
"$PY" -c "
p='d/specs.csv'; t=open(p,newline='').read(); assert t.endswith('\n')
t+='trainium2,memory_capacity,0.96,TiB,,,awesomeagents-trainium2,,2026-10-31,appended\n'; open(p,'w',newline='').write(t)"
wc -l < d/specs.csv
timeout 55 "$TR" validate d
