# what: PYTHONIOENCODING=latin-1 (a legacy console) with specs of an entity id in CJK and an emoji ('芯片🚀', pasted from a chat) and specs trn2.48xlarge --data-dir of a copy named 'dätä-芯' whose prices.csv is missing: round 59/66 escape output the encoding cannot hold, so each is refused non-zero in one message naming the entity / prices.csv, no UnicodeEncodeError, no traceback
# expect-rc: 0
# expect: enc ok
cp -r "$PROJECT/data" 'dätä-芯'; rm 'dätä-芯/prices.csv'
PYTHONIOENCODING=latin-1 timeout 55 "$TR" specs '芯片🚀' > a.txt 2>&1; r1=$?
PYTHONIOENCODING=latin-1 timeout 55 "$TR" specs trn2.48xlarge --data-dir 'dätä-芯' > b.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -2 a.txt b.txt
bad=0
[ $r1 != 0 ] && [ $r2 != 0 ] || { echo "CHECK FAILED: rc $r1 $r2"; bad=1; }
[ $r1 -lt 128 ] && [ $r2 -lt 128 ] || { echo "CHECK FAILED: died by a signal"; bad=1; }
grep -q 'prices.csv' b.txt || { echo "CHECK FAILED: prices.csv not named"; bad=1; }
[ -s a.txt ] || { echo "CHECK FAILED: no message for the unknown entity"; bad=1; }
cat a.txt b.txt | grep -q 'Traceback\|UnicodeEncodeError' && { echo "CHECK FAILED: traceback / encode error"; bad=1; }
[ $bad = 0 ] && echo "enc ok"
exit $bad
