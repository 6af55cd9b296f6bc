# what: estimate and claims run with stdout closed (>&-): a clear one-line error naming stdout, or a result written to --csv; never a traceback
# expect-rc: 0
# expect: closed ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml --csv e.csv >&- 2>e1.txt; r1=$?
"$TR" claims >&- 2>e2.txt; r2=$?
echo "rc estimate=$r1 claims=$r2"; cat e1.txt e2.txt
bad=0
for f in e1.txt e2.txt; do
  grep -q Traceback $f && bad=1
  [ "$(wc -l < $f)" -gt 3 ] && bad=1
done
[ $r2 != 0 ] && ! grep -qi stdout e2.txt && { echo "claims failed without naming stdout"; bad=1; }
[ $r1 != 0 ] && ! grep -qi stdout e1.txt && { echo "estimate failed without naming stdout"; bad=1; }
[ $r1 = 0 ] && [ ! -s e.csv ] && { echo "estimate rc 0 but no CSV"; bad=1; }
[ $bad = 0 ] && echo "closed ok"
exit $bad
