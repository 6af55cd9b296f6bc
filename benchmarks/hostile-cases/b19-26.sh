# what: TMPDIR a dangling symlink into the bystander folder ($W/tl -> $OUTSIDE/b1926-nosuch, not there) for claims --csv c.csv and model llama-3.1-8b (cache off): TMPDIR is only scratch space, so each works as without it (c.csv equal, model output equal) and nothing is created in $OUTSIDE (the harness checks), no traceback
# expect-rc: 0
# expect: tmpdir ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1; timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1
ln -s "$OUTSIDE/b1926-nosuch" tl
TMPDIR="$W/tl" timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; r1=$?
TMPDIR="$W/tl" timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1; r2=$?
echo "rc $r1 $r2"
bad=0
[ $r1 = 0 ] && [ $r2 = 0 ] || { echo "CHECK FAILED: rc"; tail -2 o.txt m1.txt; bad=1; }
cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv"; bad=1; }
cmp -s m0.txt m1.txt || { echo "CHECK FAILED: model differs"; bad=1; }
[ -e "$OUTSIDE/b1926-nosuch" ] && { echo "CHECK FAILED: created in OUTSIDE"; bad=1; }
cat o.txt m1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "tmpdir ok"
exit $bad
