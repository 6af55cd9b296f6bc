# what: TZ set to junk ("Nowhere/Bogus", ":/etc/passwd", "UTC+99"): estimate with a quote (quote_date null, the build day) and claims work, with the same numbers as TZ=UTC (dates aside: the local day is the build day)
# expect-rc: 0
# expect: tz ok
cp "$PROJECT/scenarios/default.yaml" s.yaml; printf 'price_overrides: {trn2.48xlarge: 30.0}\n' > q.yaml
TZ=UTC "$TR" estimate q.yaml --csv ref.csv > ref.txt 2>&1 || { tail -2 ref.txt; exit 9; }
bad=0
for z in "Nowhere/Bogus" ":/etc/passwd" "UTC+99"; do
  TZ="$z" timeout 40 "$TR" estimate q.yaml --csv got.csv > o.txt 2>&1; rc=$?
  echo "TZ=$z rc=$rc: $(tail -1 o.txt | cut -c1-120)"
  grep -q Traceback o.txt && bad=1
  if [ $rc = 0 ]; then cmp -s <(sed -E "s/[0-9]{4}-[0-9]{2}-[0-9]{2}/D/g" ref.csv) <(sed -E "s/[0-9]{4}-[0-9]{2}-[0-9]{2}/D/g" got.csv) || { echo "different numbers"; bad=1; }; else grep -q TZ o.txt || bad=1; fi
done
[ $bad = 0 ] && echo "tz ok"; exit $bad
