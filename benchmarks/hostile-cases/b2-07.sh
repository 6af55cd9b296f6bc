# what: after a warm estimate, the scenario's measurements CSV edited (a run's tpot_ms 19.6 -> 9.60, same size) and given back its old mtime: estimate must use the new run
# expect-rc: 0
# expect: new run seen
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
printf 'measurements: runs.csv\ncandidates: [trn2.48xlarge, p5]\n' > s.yaml
"$TR" estimate s.yaml --csv old.csv > /dev/null 2>&1 || { "$TR" estimate s.yaml; exit 9; }
touch -d '2020-01-01 00:00' runs.csv; cp -p runs.csv keep.csv
sed -i 's/,36,814.2,19.6,/,36,814.2,9.60,/' runs.csv; touch -r keep.csv runs.csv
cmp -s runs.csv keep.csv && exit 9
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1; r0=$?
"$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?
echo "ref rc=$r0 got rc=$rc"; tail -2 got.txt
if [ $r0 != 0 ]; then [ $rc != 0 ] && diff <(tail -2 ref.txt) <(tail -2 got.txt) >/dev/null && echo "new run seen"; exit 0; fi
cmp -s old.csv ref.csv && { echo "case broken: the edit changes nothing"; }
[ $rc = 0 ] && cmp -s got.csv ref.csv && echo "new run seen" || { echo "STALE result"; exit 1; }
