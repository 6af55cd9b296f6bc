# what: TMPDIR aimed at the bystander folder $OUTSIDE/notes (a copy-paste slip) for claims --csv c.csv and model llama-3.1-8b: the answers equal a run with a private TMPDIR and nothing in $OUTSIDE is changed or left behind (the harness checks $OUTSIDE); code 0, no traceback
# expect-rc: 0
# expect: tmpdir ok
export TRAINIUM_REPORT_NO_CACHE=1
mkdir t; TMPDIR=$W/t timeout 55 "$TR" claims --csv ref.csv > r1.txt 2>&1; TMPDIR=$W/t timeout 55 "$TR" model llama-3.1-8b > r2.txt 2>&1
TMPDIR="$OUTSIDE/notes" timeout 55 "$TR" claims --csv c.csv > o1.txt 2>&1; a=$?
TMPDIR="$OUTSIDE/notes" timeout 55 "$TR" model llama-3.1-8b > o2.txt 2>&1; b=$?
echo "rc $a $b"; bad=0
[ $a = 0 ] && cmp -s c.csv ref.csv && cmp -s <(grep -v "^written:" o1.txt) <(grep -v "^written:" r1.txt) || { echo "CHECK FAILED: claims differs"; bad=1; }
[ $b = 0 ] && cmp -s o2.txt r2.txt || { echo "CHECK FAILED: model differs"; bad=1; }
[ $bad = 0 ] && echo "tmpdir ok"; exit $bad
