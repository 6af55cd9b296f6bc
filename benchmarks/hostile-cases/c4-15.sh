# what: predict on a runs CSV whose line 3 has fields missing at its end (24 of 26: as_of and note cut off)
# expect-rc: 1
# expect: runs.csv
# expect: line 3
head -3 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
"$PY" - <<'P'
lines = open("runs.csv").read().splitlines()
lines[2] = lines[2].split(",neuron-nxdi-llama405b")[0]
open("runs.csv", "w").write("\n".join(lines) + "\n")
P
"$TR" predict runs.csv
