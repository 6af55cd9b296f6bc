# what: build --jobs at edges not covered before, each refused at once (under 15 s, before any notebook runs) non-zero naming --jobs, and no --out folder made: --jobs '' (an unset variable), --jobs 1e2 (float notation), --jobs -2 (negative) and --jobs 2 --jobs 0 (repeated)
# expect-rc: 0
# expect: jobs ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
bad=0
for j in "" 1e2 "-2" "2 --jobs 0"; do
  s=$(date +%s)
  timeout 55 "$TR" build --no-pdf --out "o$RANDOM" --figures f --jobs $j "$SV" > o.txt 2>&1 </dev/null; rc=$?
  [ -z "$j" ] && { timeout 55 "$TR" build --no-pdf --out oe --figures f --jobs "" "$SV" > o.txt 2>&1 </dev/null; rc=$?; }
  e=$(( $(date +%s) - s ))
  echo "--jobs '$j': rc=$rc ${e}s: $(tail -1 o.txt | cut -c1-150)"
  [ $rc = 0 ] && { echo "CHECK FAILED: --jobs '$j' accepted"; bad=1; }
  grep -q -e '--jobs' -e 'jobs' o.txt || { echo "CHECK FAILED: --jobs '$j' not named"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
  [ $e -le 15 ] || { echo "CHECK FAILED: took ${e}s"; bad=1; }
done
ls -d o* 2>/dev/null | grep -v o.txt | grep -q . && { echo "CHECK FAILED: an --out folder was made: $(ls -d o*)"; bad=1; }
[ -e f ] && { echo "CHECK FAILED: figures folder made"; bad=1; }
[ $bad = 0 ] && echo "jobs ok"
exit $bad
