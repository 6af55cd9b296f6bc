# what: TMPDIR=/proc (an existing folder no one can create files in, a pseudo file system) for claims --csv c.csv and model llama-3.1-8b (cache off): the CSV's temporary copy is made beside it, not in TMPDIR, so both answer as with a normal TMPDIR; or one short line naming TMPDIR; no traceback
# expect-rc: 0
# expect: tmpdir ok
export TRAINIUM_REPORT_NO_CACHE=1
mkdir r; (cd r && timeout 55 "$TR" claims --csv c.csv > ../r1.txt 2>&1); timeout 55 "$TR" model llama-3.1-8b > r2.txt 2>&1
TMPDIR=/proc timeout 55 "$TR" claims --csv c.csv > o1.txt 2>&1; a=$?
TMPDIR=/proc timeout 55 "$TR" model llama-3.1-8b > o2.txt 2>&1; b=$?
echo "rc $a $b"
bad=0
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
if [ $a = 0 ]; then cmp -s c.csv r/c.csv && cmp -s o1.txt r1.txt || { echo "CHECK FAILED: claims differs"; bad=1; }; else grep -q TMPDIR o1.txt || { echo "CHECK FAILED: claims rc $a, TMPDIR not named"; bad=1; }; fi
if [ $b = 0 ]; then cmp -s o2.txt r2.txt || { echo "CHECK FAILED: model differs"; bad=1; }; else grep -q TMPDIR o2.txt || { echo "CHECK FAILED: model rc $b, TMPDIR not named"; bad=1; }; fi
[ $bad = 0 ] && echo "tmpdir ok"
