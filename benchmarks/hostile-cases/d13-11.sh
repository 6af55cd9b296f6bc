# what: checks.yaml (folder copy): sources-agree given a where {metric: compute} (a key it never had: if honoured, bandwidth conflicts go unchecked, a loosening) while the NKI trainium2 memory_bandwidth (line 86) is entered as 30 GB/s: rc 1 naming line 86 (the project's check reads every metric) and no traceback
# expect-rc: 1
# expect: specs.csv, line 86, field 'value'
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
p='d/checks.yaml'; t=open(p).read(); n=t.replace('kind: sources\n  max_ratio: 6\n','kind: sources\n  where: {metric: compute}\n  max_ratio: 6\n'); assert n!=t; open(p,'w').write(n)"
setcell d/specs.csv 86 value 30
setcell d/specs.csv 86 unit GB/s
timeout 55 "$TR" validate d
