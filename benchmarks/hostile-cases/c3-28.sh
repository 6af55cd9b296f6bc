# what: predict on a runs CSV whose header is in other case (Run_ID, Entity_ID, TPOT_ms ...: a spreadsheet's title-cased export)
# expect-rc: 1
# expect: runs.csv
# expect: run_id
$PY - <<'P'
import os
src = open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv").read().splitlines()
hdr = ",".join(h[:1].upper() + h[1:].replace("_id", "_ID").replace("_ms", "_MS") for h in src[0].split(","))
open("runs.csv", "w").write("\n".join([hdr] + src[1:]) + "\n")
P
head -c 60 runs.csv | grep -q Run_ID || exit 99
"$TR" predict runs.csv
