# what: checks.yaml: chip-memory-bandwidth's max written 3e1 (YAML 1.1 reads an exponent without a dot as the text '3e1', not 30) and trainium2's memory_bandwidth (specs.csv line 65) slipped to 2900 TB/s: the slip must still be named (or the check's max refused, naming checks.yaml and max)
# expect-rc: 1
# expect: 2900
cp -r "$PROJECT/data" d
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
rep d/checks.yaml $'  min: 0.01\n  max: 30\n' $'  min: 0.01\n  max: 3e1\n'
sed -i '65s/^trainium2,memory_bandwidth,2.9,/trainium2,memory_bandwidth,2900,/' d/specs.csv
timeout 55 "$TR" validate d
