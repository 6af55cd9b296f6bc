# what: a tiny open-file limit (ulimit -n 12: a crowded service's fd budget) for claims --csv c.csv and specs trainium2 --csv s.csv (cache on): either each succeeds with the same output as a normal run, or it fails with a short error (Too many open files / EMFILE), non-zero; never a Python traceback, never a cut CSV
# expect-rc: 0
# expect: fd ok
timeout 55 "$TR" claims --csv refc.csv > refc.out 2>&1
timeout 55 "$TR" specs trainium2 --csv refs.csv > refs.out 2>&1
bad=0
for c in "claims --csv c.csv" "specs trainium2 --csv s.csv"; do
  ( ulimit -n 12; timeout 55 "$TR" $c ) > o.txt 2>&1; rc=$?
  echo "$c: rc=$rc lines=$(wc -l < o.txt)"; tail -2 o.txt | cut -c1-200
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback for $c"; bad=1; }
  if [ $rc = 0 ]; then f=$(echo $c | awk '{print $NF}'); r=ref${f%.csv}; r=refc.csv; [ $f = s.csv ] && r=refs.csv
     cmp -s $f $r || { echo "CHECK FAILED: $f differs though rc 0"; bad=1; }
  else [ $(wc -l < o.txt) -le 5 ] || { echo "CHECK FAILED: long error"; bad=1; }
     [ -e c.csv ] && [ "$c" = "claims --csv c.csv" ] && ! cmp -s c.csv refc.csv && { echo "CHECK FAILED: cut c.csv"; bad=1; }
  fi
done
[ $bad = 0 ] && echo "fd ok"
exit $bad
