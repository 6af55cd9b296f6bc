# what: the scenario's vLLM --save-result JSON (measurements: {file: run.json}) swapped by rename every 40 ms between the valid file and the same file cut in half, while estimate runs (3 times, cache on, new content): a result from the valid file or a short error naming run.json
# expect-rc: 0
# expect: json swap ok
cp "$PROJECT/scenarios/examples/my-vllm-run.json" good.json
"$PY" - <<'PY'
import json
d = json.load(open("good.json")); d["b5_13_tag"] = __import__("os").getpid()
s = json.dumps(d, indent=1); open("good.json", "w").write(s); open("half.json", "w").write(s[: len(s) // 2])
PY
cp good.json run.json
sed -e 's/my-vllm-run.json/run.json/' -e 's/^scenario: .*/scenario: b5-13/' "$PROJECT/scenarios/examples/your-runs-vllm.yaml" > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv ref.csv > o.txt 2>&1 || { head -3 o.txt; exit 9; }
( while :; do cp half.json .r.tmp; mv .r.tmp run.json; sleep 0.04; cp good.json .r.tmp; mv .r.tmp run.json; sleep 0.04; done ) & J=$!
bad=0
for i in 1 2 3; do
  rm -f e.csv
  timeout 40 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
  echo "run $i rc=$rc: $(head -1 o.txt | cut -c1-120)"
  grep -q Traceback o.txt && { echo TRACEBACK; bad=1; }
  if [ $rc = 0 ]; then cmp -s e.csv ref.csv || { echo "RESULT DIFFERS FROM THE VALID FILE'S"; bad=1; }
  else grep -q run.json o.txt || { echo "ERROR NOT NAMING run.json"; head -3 o.txt; bad=1; }; fi
done
kill $J; wait $J 2>/dev/null; cp good.json run.json; rm -f .r.tmp
timeout 40 "$TR" estimate s.yaml --csv e.csv > /dev/null 2>&1; cmp -s e.csv ref.csv || { echo "after the storm the result differs (cache poisoned?)"; bad=1; }
[ $bad = 0 ] && echo "json swap ok"; exit $bad
