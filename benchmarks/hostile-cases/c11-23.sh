# what: scenario measurements CSV encoded in UTF-16 LE with BOM (Excel's "Unicode text" save) holding the example's 3 runs: refused naming runs.csv (the encoding), or read as the same 3 runs; never a traceback or "missing column" nonsense without the file
# expect-rc: nonzero
# expect: runs.csv
"$PY" -c '
import sys
t=open(sys.argv[1],encoding="utf-8").read()
open("runs.csv","wb").write(t.encode("utf-16"))' "$PROJECT/scenarios/examples/my-runs.csv"
timeout 55 "$TR" predict runs.csv
