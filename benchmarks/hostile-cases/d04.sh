# what: checks.yaml: the metric of check chip-memory-bandwidth misspelt (memory_bandwith, a metric datapackage.json does not list), so the check guards nothing
# expect-rc: 1
# expect: checks.yaml
# expect: memory_bandwith
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/checks.yaml "where: {metric: memory_bandwidth, entity_kind: chip}" "where: {metric: memory_bandwith, entity_kind: chip}"
"$TR" validate d
