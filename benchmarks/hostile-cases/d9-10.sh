# what: specs.csv: h100-sxm's dense BF16 compute from its preferred source (line 151, 989.4 TFLOPS) given the unit 'TFLOP' (not a listed unit): refused naming specs.csv, line 151, field unit; the plausibility checks then run without that row and must not blame the correct p5 systems' totals against the other, unpreferred H100 row (line 160, 1979) as 'not their chips' sum' (a row left out must not turn a good row into a finding: silent nonsense)
# expect-rc: 1
# expect: specs.csv, line 151, field 'unit'
# expect-not: system-is-its-chips
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
sed -n '151p;160p' d/specs.csv | cut -c1-70
setcell d/specs.csv 151 unit TFLOP
timeout 55 "$TR" validate d
