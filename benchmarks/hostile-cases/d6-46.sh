# what: sources.csv: neuron-trainium2-7c165a3's title holding a right-to-left override (U+202E) that reverses how the rest of the title prints: refused (or warned) naming sources.csv and title, the character escaped in the message
# expect: sources.csv
# expect: title
# expect-not: ‮
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/sources.csv "Neuron docs: Trainium2 architecture (trainium2.rst)" "Neuron docs: Trainium2 architecture ‮(tsr.2muiniart)"
"$TR" validate d
