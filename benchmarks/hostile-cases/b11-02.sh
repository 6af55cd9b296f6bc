# what: umask 0000 (no bits masked) for predict --csv and estimate --csv: each new CSV gets 0666 (0666 less an empty umask; never 0600 or executable), written whole (equal to a run under umask 022)
# expect-rc: 0
# expect: modes ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" predict runs.csv --csv ref-p.csv > /dev/null 2>&1; timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref-e.csv > /dev/null 2>&1
( umask 0000; timeout 55 "$TR" predict runs.csv --csv p.csv > o1.txt 2>&1; timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o2.txt 2>&1 )
m="$(stat -c %a p.csv e.csv 2>&1 | tr '\n' ' ')"; echo "modes: $m"
bad=0
[ "$m" = "666 666 " ] || bad=1
cmp -s ref-p.csv p.csv || { echo "p differs"; bad=1; }
cmp -s ref-e.csv e.csv || { echo "e differs"; bad=1; }
grep -h Traceback o*.txt && bad=1
[ $bad = 0 ] && echo "modes ok"
exit $bad
