# what: Ctrl-Z (SIGTSTP to the process group) of predict runs.csv --csv p.csv (cache off) 0.8 s in, continued (SIGCONT) 3 s later, as a user who suspends and resumes with fg: it completes with code 0 and p.csv equals an undisturbed run's
# expect-rc: 0
# expect: suspend resume ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict runs.csv --csv p.csv > ref.txt 2>/dev/null; mv p.csv ref.csv
TRAINIUM_REPORT_NO_CACHE=1 setsid bash -c 'exec timeout 55 "$0" predict runs.csv --csv p.csv' "$TR" > o.txt 2>&1 & P=$!
sleep 0.8; kill -TSTP -- -$P 2>/dev/null; sleep 3; kill -CONT -- -$P 2>/dev/null
wait $P; r=$?
echo "rc=$r"
bad=0
[ $r = 0 ] && cmp -s p.csv ref.csv && cmp -s o.txt ref.txt || { echo "differs: $(tail -2 o.txt)"; bad=1; }
[ $bad = 0 ] && echo "suspend resume ok"
exit $bad
