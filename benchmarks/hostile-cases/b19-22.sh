# what: umask 0777 (everything masked: a paranoid profile) for new exports by estimate small-volume --csv e.csv and predict my-runs.csv --csv p.csv: round 61 gives new files 0666 less the umask = mode 0000 exactly (not 0600 from mkstemp), with the whole content (root can read it), rc 0, no traceback
# expect-rc: 0
# expect: umask ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"; RUNS="$PROJECT/scenarios/examples/my-runs.csv"
timeout 55 "$TR" estimate "$SV" --csv r1.csv > /dev/null 2>&1; timeout 55 "$TR" predict "$RUNS" --csv r2.csv > /dev/null 2>&1
( umask 0777; timeout 55 "$TR" estimate "$SV" --csv e.csv > o1.txt 2>&1; echo $? > rc1; timeout 55 "$TR" predict "$RUNS" --csv p.csv > o2.txt 2>&1; echo $? > rc2 )
echo "rc $(cat rc1) $(cat rc2); modes $(stat -c %a e.csv p.csv | tr '\n' ' ')"
bad=0
[ "$(cat rc1)" = 0 ] && [ "$(cat rc2)" = 0 ] || { echo "CHECK FAILED: rc"; tail -2 o1.txt o2.txt; bad=1; }
[ "$(stat -c %a e.csv)" = 0 ] || { echo "CHECK FAILED: e.csv mode $(stat -c %a e.csv)"; bad=1; }
[ "$(stat -c %a p.csv)" = 0 ] || { echo "CHECK FAILED: p.csv mode $(stat -c %a p.csv)"; bad=1; }
cmp -s e.csv r1.csv || { echo "CHECK FAILED: e.csv content"; bad=1; }
cmp -s p.csv r2.csv || { echo "CHECK FAILED: p.csv content"; bad=1; }
cat o1.txt o2.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "umask ok"
exit $bad
