# what: checks.yaml (folder copy): sources-agree's max_ratio moved outward a little, 6 to 6.5 (the brief: a folder may only move bounds inward) while awesomeagents' trainium2 memory_bandwidth (specs.csv line 99, 2400 GB/s) is slipped to 18300 GB/s (6.3x the others' median 2.9 TB/s, under chip-memory-bandwidth's 30 TB/s): the loosening refused naming checks.yaml and sources-agree, and the project's 6x still names line 99
# expect-rc: 1
# expect: checks.yaml
# expect: sources-agree
# expect: specs.csv, line 99, field 'value'
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
p='d/checks.yaml'; t=open(p).read(); n=t.replace('kind: sources\n  max_ratio: 6\n','kind: sources\n  max_ratio: 6.5\n'); assert n!=t; open(p,'w').write(n)"
setcell d/specs.csv 99 value 18300
timeout 55 "$TR" validate d
