# what: after a warm estimate, the scenario file edited (tokens_per_day 1.0e+9 -> 9.0e+9, same size) and given back its old mtime (touch -r): estimate must see the new value
# expect-rc: 0
# expect: new value seen
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-06-'"$$"'/' d/prices.csv
sed 's/^data_dir: null/data_dir: d   /' "$PROJECT/scenarios/default.yaml" > s.yaml
grep -q '^data_dir: d' s.yaml || exit 9
"$TR" estimate s.yaml --csv old.csv > /dev/null 2>&1 || exit 9
touch -d '2020-01-01 00:00' s.yaml; cp -p s.yaml keep.yaml
sed -i 's/^tokens_per_day: 1.0e+9/tokens_per_day: 9.0e+9/' s.yaml; touch -r keep.yaml s.yaml
grep -q '^tokens_per_day: 9.0e+9' s.yaml || exit 9
[ "$(stat -c %s s.yaml)" = "$(stat -c %s keep.yaml)" ] || exit 9
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
"$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?
cmp -s old.csv ref.csv && { echo "case broken: the value changes nothing"; exit 9; }
[ $rc = 0 ] && cmp -s got.csv ref.csv && echo "new value seen" || { echo "STALE result"; diff old.csv got.csv >/dev/null && echo "(equal to the old one)"; exit 1; }
