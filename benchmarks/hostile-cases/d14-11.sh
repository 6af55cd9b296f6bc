# what: specs.csv: h100-sxm's fp8 sparse compute from lzwjava (line 159, 3958 TFLOPS) written 3.958 (a PFLOPS figure under TFLOPS; above chip-dense-compute's 1 TFLOPS floor, and the ratio checks read only dense or bf16 rows): only sources-agree sees it against line 154 (3957.8): rc 1 naming specs.csv, 159, sources-agree
# expect-rc: 1
# expect: specs.csv
# expect: 159
# expect: sources-agree
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
setcell d/specs.csv 159 value 3.958
timeout 55 "$TR" validate d
