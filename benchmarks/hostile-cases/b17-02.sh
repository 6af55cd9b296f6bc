# what: --csv as the last word with no file name (claims --csv, specs trainium2 --csv: a variable that expanded to nothing at the end): each a usage error naming --csv, non-zero, no CSV and no traceback
# expect-rc: 0
# expect: both ok
for c in "claims --csv" "specs trainium2 --csv"; do
  timeout 55 "$TR" $c > o.txt 2>&1; rc=$?
  echo "$c: rc=$rc $(tail -1 o.txt | cut -c1-120)"
  [ $rc != 0 ] && grep -q -- '--csv' o.txt || { echo "CHECK FAILED: $c"; exit 1; }
done
ls *.csv 2>/dev/null && { echo "CHECK FAILED: a CSV made"; exit 1; }
echo "both ok"
