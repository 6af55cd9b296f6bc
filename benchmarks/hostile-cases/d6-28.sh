# what: models.csv: a copy of llama-3.1-8b under the id 'llama-3.1-8b-Instruct' (upper case after a valid lower-case start: the id pattern [a-z0-9][a-z0-9._-]* must hold for the whole cell, not a prefix)
# expect-rc: 1
# expect: models.csv
# expect: model_id
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
line=next(l for l in t.splitlines() if l.startswith("llama-3.1-8b,"))
t=t.rstrip("\n")+"\n"+line.replace("llama-3.1-8b,Llama 3.1 8B,","llama-3.1-8b-Instruct,Llama 3.1 8B Instruct,",1)+"\n"
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
