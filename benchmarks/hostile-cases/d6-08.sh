# what: sources.csv: a new source 'neuron-trainium2-7с165a3' (a Cyrillic 'с' U+0441 in the middle of the id, looks like the real one), tier 1, cited by a new specs row giving trainium2 memory_capacity 192 GiB
# expect-rc: 1
# expect: sources.csv
# expect: source_id
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
line=next(l for l in t.splitlines() if l.startswith("neuron-trainium2-7c165a3,"))
t=t.rstrip("\n")+"\n"+line.replace("neuron-trainium2-7c165a3","neuron-trainium2-7\u0441165a3",1)+"\n"
open(p,"w",newline="",encoding="utf-8").write(t)
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
t=t.rstrip("\n")+"\ntrainium2,memory_capacity,192,GiB,,,neuron-trainium2-7\u0441165a3,2026-10-17,2026-10-31,\n"
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
