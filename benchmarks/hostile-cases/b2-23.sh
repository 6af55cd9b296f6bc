# what: PYTHONIOENCODING=ascii (strict) with text from the data holding non-ASCII (a source title with an em dash and accents): claims, specs, estimate print (replacing what ASCII lacks) or fail in one line; never a UnicodeEncodeError traceback
# expect-rc: 0
# expect: ascii ok
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data — café ×2 “q”)/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
bad=0
for c in "validate d" "specs inf1.xlarge --data-dir d" "specs inf1.xlarge --all --data-dir d" "estimate s.yaml" "claims"; do
  PYTHONIOENCODING=ascii timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  echo "$c rc=$rc: $(tail -1 o.txt | cut -c1-120)"
  grep -qE 'Traceback|UnicodeEncodeError' o.txt && bad=1
  [ $rc != 0 ] && [ "$(wc -l < o.txt)" -gt 3 ] && bad=1
done
[ $bad = 0 ] && echo "ascii ok"; exit $bad
