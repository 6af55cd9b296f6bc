# what: prices.csv: a p6-b200.48xlarge on-demand price dated 2021-08-26, four years before the instance's own available_from (2025-05-15; its chip b200 has no date)
# expect-rc: 1
# expect: prices.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import re
p = "d/prices.csv"; t = open(p, newline="").read()
old = "p6-b200.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,113.9328,2026-08-26,"
assert old in t
open(p, "w", newline="").write(t.replace(old, old.replace("2026-08-26", "2021-08-26"), 1))
PY
"$TR" validate d
