# what: estimate --csv and claims --csv started under nohup (SIGHUP ignored) get SIGHUP every 0.3 s (a closed terminal): each must go on and write its whole CSV, equal to an undisturbed run (nohup's contract)
# expect-rc: 0
# expect: estimate whole
# expect: claims whole
printf 'tokens_per_day: 3.0e+9\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv e-ref.csv > /dev/null 2>&1 & A=$!
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" claims --csv c-ref.csv > /dev/null 2>&1 & B=$!
wait $A || exit 9; wait $B || exit 9
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 nohup "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1 & P=$!
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 nohup "$TR" claims --csv c.csv > c.txt 2>&1 & Q=$!
while kill -0 $P 2>/dev/null || kill -0 $Q 2>/dev/null; do sleep 0.3; pkill -HUP -P $P; pkill -HUP -P $Q; done
wait $P; r1=$?; wait $Q; r2=$?; echo "rc=$r1 $r2"; tail -1 e.txt; tail -1 c.txt
[ $r1 = 0 ] && cmp -s e-ref.csv e.csv && echo "estimate whole"
[ $r2 = 0 ] && cmp -s c-ref.csv c.csv && echo "claims whole"
exit $((r1|r2))
