# what: --data-dir and validate's folder given with redundant slashes and dots (d// and "$W"/d/../d): the same folder under other spellings, so validate, specs trn2.48xlarge --data-dir and claims --data-dir answer as for plain "d" (paths in messages may differ)
# expect-rc: 0
# expect: spelling ok
cp -r "$PROJECT/data" d
timeout 55 "$TR" validate d > ref-v.txt 2>&1; timeout 55 "$TR" specs trn2.48xlarge --data-dir d > ref-s.txt 2>&1; timeout 55 "$TR" claims --data-dir d > ref-c.txt 2>&1
bad=0
for p in d// "$W/d/../d"; do
  timeout 55 "$TR" validate "$p" > v.txt 2>&1; r1=$?
  timeout 55 "$TR" specs trn2.48xlarge --data-dir "$p" > s.txt 2>&1; r2=$?
  timeout 55 "$TR" claims --data-dir "$p" > c.txt 2>&1; r3=$?
  echo "$p: $r1 $r2 $r3"
  [ "$r1$r2$r3" = 000 ] || { echo "CHECK FAILED: non-zero for $p"; tail -1 v.txt s.txt c.txt; bad=1; }
  diff <(grep -o 'OK:.*' ref-v.txt) <(grep -o 'OK:.*' v.txt) > /dev/null || { echo "CHECK FAILED: validate differs for $p"; bad=1; }
  cmp -s ref-s.txt s.txt || { echo "CHECK FAILED: specs differs for $p"; bad=1; }
  cmp -s ref-c.txt c.txt || { echo "CHECK FAILED: claims differs for $p"; bad=1; }
  grep -q Traceback v.txt s.txt c.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "spelling ok"
exit $bad
