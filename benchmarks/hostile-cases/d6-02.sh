# what: specs.csv: trainium2 memory_bandwidth (line 65) rewritten as 2900 GB/s (the same value in another listed unit): specs --all --csv gives the same preferred row (value_c, unit_c, conflicts) and estimate's CSV is identical to the original data's
# expect-rc: 0
# expect: SAME-ESTIMATE
# expect: SAME-SPEC
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/specs.csv "trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-7c165a3" "trainium2,memory_bandwidth,2900,GB/s,,,neuron-trainium2-7c165a3"
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" validate d || exit 3
timeout 55 "$TR" estimate s.yaml --csv a.csv > /dev/null || exit 4
timeout 55 "$TR" estimate s.yaml -p data_dir "$W/d" --csv b.csv > /dev/null || exit 5
cmp -s a.csv b.csv && echo SAME-ESTIMATE || diff a.csv b.csv | head -5
timeout 55 "$TR" specs trainium2 memory_bandwidth --all --csv sa.csv > /dev/null || exit 6
timeout 55 "$TR" specs trainium2 memory_bandwidth --all --data-dir d --csv sb.csv || exit 7
"$PY" - <<'PY'
import csv
def pref(p):
    rows=list(csv.DictReader(open(p)))
    r=[x for x in rows if x["preferred"]=="True"]
    return [(x["source_id"], round(float(x["value_c"]),9), x["unit_c"], x["conflicts"]) for x in r]
a, b = pref("sa.csv"), pref("sb.csv")
print("original:", a); print("copy:    ", b)
print("SAME-SPEC" if a == b else "DIFF-SPEC")
PY
