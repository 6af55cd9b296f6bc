# what: entities.csv: p5.48xlarge's display name holding a zero-width space (U+200B), then estimate --csv on that data
# expect-rc: 1
# expect: entities.csv
# expect: name
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import re
p='d/entities.csv'; t=open(p,encoding='utf-8').read()
t=re.sub(r'^p5\.48xlarge,p5\.48xlarge,', 'p5.48xlarge,p5\u200b.48xlarge,', t, count=1, flags=re.M)
open(p,'w',encoding='utf-8').write(t)
P
grep -q $'\u200b' d/entities.csv || { echo "setup failed"; exit 7; }
{ echo 'data_dir: d'; grep -v '^data_dir' "$PROJECT/scenarios/default.yaml"; } > s.yaml
"$TR" estimate s.yaml --csv e.csv; rc=$?
[ -f e.csv ] && grep -q $'\u200b' e.csv && { echo "zero-width space exported to e.csv"; exit 9; }
exit $rc
