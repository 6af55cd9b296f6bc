# what: the user's own files whose names look like the project's temporary copies of the export (.c.csv.keepme.tmp, .c.csv.1.tmp naming a live pid, .c.csv.99999999.tmp, c.csv.tmp) sit next to c.csv when claims --csv c.csv runs: the project may remove only the temporary file it made itself (issue 22 point 1/4: it touches only names it created); every lookalike is kept byte-for-byte and c.csv is the whole audit
# expect-rc: 0
# expect: lookalikes ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
for f in .c.csv.keepme.tmp .c.csv.1.tmp .c.csv.99999999.tmp c.csv.tmp; do echo "user data in $f" > "$f"; done
touch -d '2020-01-01' .c.csv.99999999.tmp
echo old > c.csv
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; rc=$?; echo "rc=$rc"; tail -1 o.txt
bad=0
for f in .c.csv.keepme.tmp .c.csv.1.tmp .c.csv.99999999.tmp c.csv.tmp; do
  [ "$(cat "$f" 2>/dev/null)" = "user data in $f" ] || { echo "CHECK FAILED: user file $f removed or changed"; bad=1; }
done
cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv is not the whole audit"; bad=1; }
[ "$(ls -A | grep -c '\.tmp$')" = 4 ] || { echo "CHECK FAILED: extra tmp files: $(ls -A | grep '\.tmp$' | tr '\n' ' ')"; bad=1; }
[ $rc = 0 ] || { echo "CHECK FAILED: rc=$rc"; bad=1; }
[ $bad = 0 ] && echo "lookalikes ok"
exit $bad
