# what: --csv '' (an empty file name, "$OUT" unset) for claims and estimate small-volume: no file can have an empty name, so each is refused non-zero naming --csv (the flag the empty value belongs to), no traceback
# expect-rc: 0
# expect: empty ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
bad=0
for c in claims "estimate s.yaml"; do
  timeout 55 "$TR" $c --csv '' > o.txt 2>&1; rc=$?
  echo "$c: rc=$rc $(grep -v '^ ' o.txt | tail -2 | cut -c1-150)"
  [ $rc != 0 ] && grep -q -- '--csv' o.txt || { echo "CHECK FAILED: $c --csv '' rc=$rc or --csv not named"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "empty ok"
