# what: a data folder that is a symlink loop (ln -s loop loop: a broken restore) given to validate and to specs trn2.48xlarge --data-dir: each refused non-zero in a short message naming loop, no traceback, no hang
# expect-rc: 0
# expect: loop refused ok
ln -s loop loop
bad=0
timeout 55 "$TR" validate loop > o1.txt 2>&1; r1=$?
timeout 55 "$TR" specs trn2.48xlarge --data-dir loop > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; cat o1.txt o2.txt | head -6
for f in o1.txt o2.txt; do grep -q loop $f && [ $(wc -l < $f) -le 4 ] || { echo "CHECK FAILED: $f does not name loop shortly"; bad=1; }; done
[ $r1 != 0 ] && [ $r2 != 0 ] && [ $r1 != 124 ] && [ $r2 != 124 ] || { echo "CHECK FAILED: rc"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "loop refused ok"; exit $bad
