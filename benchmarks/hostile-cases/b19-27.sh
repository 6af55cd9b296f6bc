# what: a data copy whose folder name ends in a newline ($'d\n': a name read from a file with its line end) given to claims --data-dir and validate: a legal folder name, so each answers as with the copy named d (the name shown escaped or as is), no traceback
# expect-rc: 0
# expect: nl ok
cp -r "$PROJECT/data" d; cp -r "$PROJECT/data" $'d\n'
timeout 55 "$TR" claims --data-dir d > c0.txt 2>&1; timeout 55 "$TR" claims --data-dir $'d\n' > c1.txt 2>&1; r1=$?
timeout 55 "$TR" validate $'d\n' > v1.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -1 v1.txt
bad=0
[ $r1 = 0 ] && [ $r2 = 0 ] || { echo "CHECK FAILED: rc"; tail -2 c1.txt v1.txt; bad=1; }
cmp -s c0.txt c1.txt || { echo "CHECK FAILED: claims differs"; diff c0.txt c1.txt | head -4; bad=1; }
grep -q '^OK:' v1.txt || { echo "CHECK FAILED: validate not OK"; bad=1; }
cat c1.txt v1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "nl ok"
exit $bad
