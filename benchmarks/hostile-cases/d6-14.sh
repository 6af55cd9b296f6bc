# what: efficiency.csv: the first NVIDIA training mfu row (0.43) repeated verbatim at the end (a pasted duplicate: the same key, weighting one figure twice)
# expect-rc: 1
# expect: efficiency.csv
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
p="d/efficiency.csv"; t=open(p,newline="",encoding="utf-8").read()
line=t.splitlines()[1]
t=t.rstrip("\n")+"\n"+line+"\n"
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
