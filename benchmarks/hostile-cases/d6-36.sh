# what: prices.csv: trn1.32xlarge's usage-ai on-demand price (the row the default estimate uses) written in a spreadsheet's scientific form 2.15E+01 (= 21.5, a legal number): estimate's CSV identical to the original data's
# expect-rc: 0
# expect: SAME-ESTIMATE
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
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
lines=t.split("\n")
idx=[i for i,l in enumerate(lines) if l.startswith("trn1.32xlarge,") and ",usage-ai-trainium-vs-gpu," in l and ",21.5,2026-06-25," in l]
assert len(idx)==1, idx
lines[idx[0]]=lines[idx[0]].replace(",21.5,2026-06-25,",",2.15E+01,2026-06-25,",1)
open(p,"w",newline="",encoding="utf-8").write("\n".join(lines))
PY
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml --csv a.csv > /dev/null || exit 4
timeout 55 "$TR" estimate s.yaml -p data_dir "$W/d" --csv b.csv | tail -2 || exit 5
cmp -s a.csv b.csv && echo SAME-ESTIMATE || diff a.csv b.csv | head -5
