# what: claims --data-dir on a copy whose claims.csv has a claim's metric 'memory_bandwith' (misspelt: the claim would be checked against no spec)
# expect-rc: 1
# expect: claims.csv
# expect: metric
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="").read()
import re
i=t.index("trn2-hbm-bandwidth-46tbs,"); j=t.index(",memory_bandwidth,trn2.48x",i)
t=t[:j]+",memory_bandwith,trn2.48x"+t[j+len(",memory_bandwidth,trn2.48x"):]
open(p,"w",newline="").write(t)
PY
"$TR" claims --data-dir d
