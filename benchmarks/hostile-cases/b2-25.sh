# what: COLUMNS and LINES set to junk (COLUMNS=1, COLUMNS=-40, COLUMNS=abc, COLUMNS=99999999999) with TERM=dumb: specs, claims and estimate work (tables may wrap), no traceback
# expect-rc: 0
# expect: columns ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
bad=0
for C in 1 -40 abc 99999999999; do for c in "specs trainium2" "claims" "estimate s.yaml"; do
  COLUMNS=$C LINES=$C TERM=dumb timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  [ $rc = 0 ] || { echo "COLUMNS=$C $c rc=$rc: $(tail -1 o.txt | cut -c1-150)"; bad=1; }
  grep -q Traceback o.txt && bad=1
done; done
[ $bad = 0 ] && echo "columns ok"; exit $bad
