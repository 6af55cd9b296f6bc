# what: a scenario's model config.json deleted (rm) 0.3 / 0.8 / 1.5 s into a cold estimate (cache off), then restored: each run gives the answer of the config as read or a short error naming cfg.json; never a traceback
# expect-rc: 0
# expect: cfg rm ok
export TRAINIUM_REPORT_NO_CACHE=1
C=$(ls "$PROJECT"/scenarios/examples/configs/*.json | head -1); cp "$C" keep.json; cp keep.json cfg.json
printf 'model: cfg.json\n' > s.yaml
timeout 40 "$TR" estimate s.yaml --csv ref.csv > o.txt 2>&1 || { head -3 o.txt; exit 9; }
bad=0
for t in 0.3 0.8 1.5; do
  cp keep.json cfg.json; rm -f e.csv
  timeout 40 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & P=$!
  sleep $t; rm -f cfg.json; wait $P; rc=$?
  echo "t=$t rc=$rc: $(head -1 o.txt | cut -c1-120)"
  grep -q Traceback o.txt && { echo TRACEBACK; bad=1; }
  if [ $rc = 0 ]; then cmp -s e.csv ref.csv || { echo "DIFFERENT RESULT"; bad=1; }
  else grep -q cfg.json o.txt && [ $(grep -c . o.txt) -le 3 ] || { echo "ERROR NOT NAMING cfg.json IN A FEW LINES"; head -4 o.txt; bad=1; }; fi
done
[ $bad = 0 ] && echo "cfg rm ok"; exit $bad
