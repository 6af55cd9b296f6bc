# what: models.csv: llama-3.1-70b's as_of written '2024-00' (a month zero), then claims on that data
# expect-rc: 1
# expect: models.csv
# expect: as_of
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
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
import re
lines=t.split("\n")
i=next(i for i,l in enumerate(lines) if l.startswith("llama-3.1-70b,"))
assert ",llama3-herd-paper,2024-07," in lines[i]
lines[i]=lines[i].replace(",llama3-herd-paper,2024-07,",",llama3-herd-paper,2024-00,",1)
open(p,"w",newline="",encoding="utf-8").write("\n".join(lines))
PY
"$TR" claims --data-dir d
