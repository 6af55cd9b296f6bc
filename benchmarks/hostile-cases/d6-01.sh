# what: specs.csv: trn2.48xlarge neuron_cores (line 378) written 64, the logical count at LNC=2 (16 chips x 8 physical cores = 128; the table's metric is physical and a total over the chips)
# expect-rc: 1
# expect: specs.csv
# expect: neuron_cores
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/specs.csv "trn2.48xlarge,neuron_cores,128,cores," "trn2.48xlarge,neuron_cores,64,cores,"
"$TR" validate d
