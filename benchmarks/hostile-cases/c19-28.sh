# what: predict on the example runs CSV whose header is in upper case (RUN_ID,ENTITY_ID,..., as some exporters write it): the columns data/README names are then absent (round 67: a column left out is refused): refused naming runs.csv and a column (run_id)
# expect-rc: 1
# expect: runs.csv
# expect: run_id
# expect-not: Traceback
"$PY" - <<'PYEOF'
import os
lines = open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv", encoding="utf-8").read().split("\n")
lines[0] = lines[0].upper()
open("runs.csv", "w", encoding="utf-8").write("\n".join(lines))
PYEOF
timeout 55 "$TR" predict runs.csv
