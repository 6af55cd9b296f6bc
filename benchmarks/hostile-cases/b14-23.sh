# what: a file-size limit of 0 (ulimit -f 0, the output on a pipe so only the CSV meets the limit) for estimate small-volume --csv e.csv where e.csv holds the user's last export: the write fails (EFBIG); one short error naming e.csv, non-zero; e.csv still the old export (data kept); no temporary file left; no traceback
# expect-rc: 0
# expect: fsize ok
export TRAINIUM_REPORT_NO_CACHE=1
echo old > e.csv
( ulimit -f 0; exec timeout 55 "$TR" estimate "$PROJECT/scenarios/examples/small-volume.yaml" --csv e.csv 2>&1 ) | cat > o.txt; rc=${PIPESTATUS[0]}
 echo "rc=$rc"; tail -2 o.txt; bad=0
[ "$rc" = 0 ] && { echo "CHECK FAILED: rc 0"; bad=1; }
grep -q 'e\.csv' o.txt || { echo "CHECK FAILED: e.csv not named"; bad=1; }
[ "$(cat e.csv)" = old ] || { echo "CHECK FAILED: old e.csv lost"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "fsize ok"; exit $bad
