# what: estimate of the default scenario (copied) with -p data_dir d, where the NKI trainium2 memory_bandwidth (specs.csv line 86) is entered as 30 GB/s: README: estimates use checked data; the dataset fails a plausibility check, so estimate must refuse (or at least say) naming specs.csv line 86 and sources-agree; no result from it silently
# expect-rc: 1
# expect: specs.csv, line 86, field 'value'
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
cp "$PROJECT/scenarios/default.yaml" s.yaml
setcell d/specs.csv 86 value 30
setcell d/specs.csv 86 unit GB/s
timeout 55 "$TR" estimate s.yaml -p data_dir d --csv est.csv
