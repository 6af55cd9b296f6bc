# what: predict on a runs CSV of 2,500 rows (over the 2,000-row limit of a file of your runs)
# expect-rc: 1
# expect: runs.csv
# expect: 2,000
$PY - <<'PY'
import os
src = open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv").read().splitlines()
out = [src[0]]
for i in range(2500):
    out.append(src[1].replace("my-trn2-llama70b-l2,", f"my-run-{i},", 1))
open("runs.csv", "w").write("\n".join(out) + "\n")
PY
"$TR" predict runs.csv
