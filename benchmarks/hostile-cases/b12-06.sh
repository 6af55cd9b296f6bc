# what: four claims --csv c.csv started together (a script run four times by mistake): each ends 0 and c.csv ends as one whole audit, equal to a lone run's; no temporary .c.csv.*.tmp left
# expect-rc: 0
# expect: four writers ok
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
pids=""
for i in 1 2 3 4; do timeout 55 "$TR" claims --csv c.csv > o$i.txt 2>&1 & pids="$pids $!"; done
bad=0
for p in $pids; do wait $p || { echo "a run failed rc=$?"; bad=1; }; done
cmp -s c.csv ref.csv || { echo "c.csv not whole"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "tmp left: $(ls -A | grep tmp)"; bad=1; }
cat o*.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "four writers ok"
exit $bad
