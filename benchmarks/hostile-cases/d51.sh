# what: checks.yaml: where.metric given as a one-item list [memory_bandwidth] and trainium2's bandwidth slipped to 35 TB/s: the check must still fire (or the list be refused)
# expect-rc: 1
# expect: specs.csv
# expect: chip-memory-bandwidth
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/checks.yaml "where: {metric: memory_bandwidth, entity_kind: chip}" "where: {metric: [memory_bandwidth], entity_kind: chip}"
rep d/specs.csv "trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-7c165a3," "trainium2,memory_bandwidth,35,TB/s,,,neuron-trainium2-7c165a3,"
"$TR" validate d
