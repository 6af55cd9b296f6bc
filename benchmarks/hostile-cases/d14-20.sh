# what: estimate of the default scenario (copied) with -p data_dir d where trn1-ultracluster's max_scale (specs.csv line 324, 30000) is written 30 (below max-scale's 256): _implausible's message says validate, estimate and the build refuse such a dataset: rc nonzero naming 324 and max-scale
# expect-rc: nonzero
# expect: 324
# expect: max-scale
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline="", encoding="utf-8").read().split("\n")
hdr = next(csv.reader([raw[0].lstrip("\ufeff")]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator="").writerow(row)
raw[line - 1] = b.getvalue()
open(path, "w", newline="", encoding="utf-8").write("\n".join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
setcell d/specs.csv 324 value 30
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p data_dir d
