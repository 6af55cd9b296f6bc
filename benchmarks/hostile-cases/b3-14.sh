# what: PYTHONHASHSEED=0 versus 1234567 versus random (cache off): predict --csv, specs trainium2 --all --csv and validate must be byte-identical
# expect-rc: 0
# expect: identical
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export TRAINIUM_REPORT_NO_CACHE=1
for s in 0 1234567 random; do
  PYTHONHASHSEED=$s timeout 30 "$TR" predict runs.csv --csv p$s.csv > /dev/null 2>&1 || exit 9
  PYTHONHASHSEED=$s timeout 30 "$TR" specs trainium2 --all --csv s$s.csv > /dev/null 2>&1 || exit 9
  PYTHONHASHSEED=$s timeout 30 "$TR" validate > v$s.txt 2>&1
done
cmp p0.csv p1234567.csv && cmp p0.csv prandom.csv && cmp s0.csv s1234567.csv && cmp s0.csv srandom.csv && cmp v0.txt vrandom.txt && echo identical
