# what: PYTHONWARNINGS=always (every warning printed each time, a developer's setting) for predict runs.csv --csv p.csv and specs trainium2 --csv s.csv (cache off): stdout and the CSVs are byte-identical to runs without it (warnings, if any, only on stderr); code 0, no traceback
# expect-rc: 0
# expect: warnings always ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" predict runs.csv --csv p.csv > pr.txt 2>/dev/null; mv p.csv pr.csv
timeout 55 "$TR" specs trainium2 --csv s.csv > sr.txt 2>/dev/null; mv s.csv sr.csv
PYTHONWARNINGS=always timeout 55 "$TR" predict runs.csv --csv p.csv > p.txt 2> pe.txt; a=$?
PYTHONWARNINGS=always timeout 55 "$TR" specs trainium2 --csv s.csv > s.txt 2> se.txt; b=$?
echo "predict rc=$a stderr $(wc -l < pe.txt) lines; specs rc=$b stderr $(wc -l < se.txt) lines"
bad=0
[ $a = 0 ] && cmp -s p.csv pr.csv && cmp -s p.txt pr.txt || bad=1
[ $b = 0 ] && cmp -s s.csv sr.csv && cmp -s s.txt sr.txt || bad=1
cat pe.txt se.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "warnings always ok"
exit $bad
