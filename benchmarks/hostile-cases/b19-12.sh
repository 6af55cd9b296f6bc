# what: -p and -y naming the same key with different values in both orders (estimate small-volume -p tokens_per_day 1e9 -y '{tokens_per_day: 3e9}', and -y '{tokens_per_day: 3e9}' -p tokens_per_day 1e9): the help gives no order, so each run either gives the table of one of the two values and says which, or refuses naming the key; what it must not do is give a table equal to neither value (a mixed or default scenario); both orders giving different tables is fine only if each equals one of the two references
# expect-rc: 0
# expect: py ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$SV" -p tokens_per_day 3e9 --csv r3.csv > /dev/null 2>&1
timeout 55 "$TR" estimate "$SV" -p tokens_per_day 1e9 --csv r1.csv > /dev/null 2>&1
timeout 55 "$TR" estimate "$SV" -p tokens_per_day 1e9 -y '{tokens_per_day: 3e9}' --csv a.csv > a.txt 2>&1; ra=$?
timeout 55 "$TR" estimate "$SV" -y '{tokens_per_day: 3e9}' -p tokens_per_day 1e9 --csv b.csv > b.txt 2>&1; rb=$?
echo "rc $ra $rb"; tail -1 a.txt b.txt
bad=0
for x in a b; do
  rc=$([ $x = a ] && echo $ra || echo $rb)
  if [ $rc = 0 ]; then cmp -s $x.csv r3.csv || cmp -s $x.csv r1.csv || { echo "CHECK FAILED: order $x gave a table equal to neither value"; bad=1; }
  else grep -q tokens_per_day $x.txt || { echo "CHECK FAILED: order $x refused without naming tokens_per_day"; bad=1; }; fi
done
cat a.txt b.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "py ok"
exit $bad
