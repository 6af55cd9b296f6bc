# what: file times beyond what a 64-bit nanosecond clock holds (touch -d 2300-01-01 on every file of a data copy and on the scenario; then 1900-01-01: pandas Timestamps end in 2262 and begin in 1677): validate d, specs trn2.48xlarge --data-dir d and estimate s.yaml (cache on) each answer as with today's times; no traceback
# expect-rc: 0
# expect: times ok
cp -r "$PROJECT/data" d; cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" validate d > v0.txt 2>&1; timeout 55 "$TR" specs trn2.48xlarge --data-dir d > p0.txt 2>&1; timeout 55 "$TR" estimate s.yaml > e0.txt 2>&1
bad=0
for when in 2300-01-01 1900-01-01; do
  find d s.yaml -exec touch -d "$when" {} +
  timeout 55 "$TR" validate d > v.txt 2>&1; a=$?
  timeout 55 "$TR" specs trn2.48xlarge --data-dir d > p.txt 2>&1; b=$?
  timeout 55 "$TR" estimate s.yaml > e.txt 2>&1; c=$?
  echo "$when: rc $a $b $c"
  grep -q Traceback v.txt p.txt e.txt && { echo "CHECK FAILED: traceback at $when"; grep -h -A0 Error v.txt p.txt e.txt | tail -2; bad=1; }
  cmp -s v.txt v0.txt && cmp -s p.txt p0.txt && cmp -s e.txt e0.txt || { echo "CHECK FAILED: answers differ at $when"; diff e0.txt e.txt | head -4; diff p0.txt p.txt | head -4; bad=1; }
done
[ $bad = 0 ] && echo "times ok"
