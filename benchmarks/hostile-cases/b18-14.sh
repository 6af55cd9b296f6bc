# what: TMPDIR=/proc/sys (an existing folder where no file can be made) for claims --csv c.csv and model llama-3.1-8b (cache off): TMPDIR is only scratch space, so each works as without it (c.csv equal to a normal export) or names TMPDIR in a short refusal; no traceback
# expect-rc: 0
# expect: tmpdir ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
bad=0
TMPDIR=/proc/sys timeout 55 "$TR" claims --csv c.csv > o1.txt 2>&1; r1=$?
TMPDIR=/proc/sys timeout 55 "$TR" model llama-3.1-8b > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -1 o1.txt; tail -1 o2.txt
if [ $r1 = 0 ]; then cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv differs"; bad=1; }; else grep -q TMPDIR o1.txt || { echo "CHECK FAILED: claims failed without naming TMPDIR"; bad=1; }; fi
[ $r2 = 0 ] || grep -q TMPDIR o2.txt || { echo "CHECK FAILED: model failed without naming TMPDIR"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "tmpdir ok"; exit $bad
