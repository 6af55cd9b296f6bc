# what: specs.csv: tpu-v5p-pod's max_scale (line 206) written exactly 256 (checks.yaml max-scale's floor; a range check's bounds are inclusive as written): a correct result: validate OK, 28 plausibility checks passed, and specs tpu-v5p-pod max_scale shows 256
# expect-rc: 0
# expect: OK:
# expect: 30 plausibility checks passed
# (written when there were 28; dataset checks added since: 30 at 72d09f3)
# expect: check ok
# expect-not: CHECK FAILED
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
setcell d/specs.csv 206 value 256
timeout 55 "$TR" validate d || exit 1
timeout 55 "$TR" specs tpu-v5p-pod max_scale --data-dir d > out.txt 2>&1; cat out.txt
"$PY" -c '
import re,sys
t=open("out.txt").read()
rows=[l for l in t.splitlines() if "max_scale" in l]
print("check ok" if rows and re.search(r"\b256\b", rows[0]) and "6144" not in t else "CHECK FAILED: %r" % rows)'
