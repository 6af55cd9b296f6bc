# what: estimate s.yaml --csv with the scenario file itself under other spellings (--csv ./sub/../s.yaml and --csv "$W//s.yaml"; the plain "--csv s.yaml" and the hard-link forms were tested): the scenario must not be overwritten (data loss); each refused naming s.yaml, s.yaml byte-identical
# expect-rc: 0
# expect: spelling ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml; cp s.yaml keep.yaml; mkdir sub
bad=0
for t in ./sub/../s.yaml "$W//s.yaml"; do
  timeout 55 "$TR" estimate s.yaml --csv "$t" > o.txt 2>&1; rc=$?
  echo "$t: rc=$rc $(tail -1 o.txt | cut -c1-140)"
  cmp -s s.yaml keep.yaml || { echo "CHECK FAILED: s.yaml overwritten via $t"; bad=1; cp keep.yaml s.yaml; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
  grep -q s.yaml o.txt || { echo "CHECK FAILED: s.yaml not named"; bad=1; }
done
[ $bad = 0 ] && echo "spelling ok"
