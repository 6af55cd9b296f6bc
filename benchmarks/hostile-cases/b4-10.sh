# what: TMPDIR a folder whose name holds a newline, spaces, a '$(' and a non-UTF-8 byte: estimate --csv, claims --csv and predict --csv (cache off) work
# expect-rc: 0
# expect: odd tmpdir ok
T="$W/tmp dir"$'\n'"\$(touch pwned) "$'\xe9'; mkdir -p "$T"; export TMPDIR="$T" TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1 || { tail -2 o.txt; bad=1; }
timeout 40 "$TR" claims --csv c.csv > o.txt 2>&1 || { tail -2 o.txt; bad=1; }
timeout 40 "$TR" predict runs.csv --csv p.csv > o.txt 2>&1 || { tail -2 o.txt; bad=1; }
[ -s e.csv ] && [ -s c.csv ] && [ -s p.csv ] || bad=1
[ -e pwned ] && { echo "COMMAND INJECTED"; bad=1; }
[ $bad = 0 ] && echo "odd tmpdir ok"; exit $bad
