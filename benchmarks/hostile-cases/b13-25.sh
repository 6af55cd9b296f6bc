# what: SIGTERM to the build command's own process only (not its group: a supervisor's kill PID) 8 s into a small-volume build (--no-pdf --jobs 2 --rerun, kernels running) into a new --out: it ends non-zero within 20 s, no traceback, no kernel or worker left running (the harness checks), and --out holds no half report (no report.html without its headline.txt); a later build is not blocked by a stale lock (refused "busy" would be wrong once the first is gone)
# expect-rc: 0
# expect: term build ok
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --rerun --quiet --out o --figures f > o.txt 2>&1 & tp=$!
sleep 8; cp=$(pgrep -P $tp | head -1); kill -TERM $cp
s=$(date +%s); wait $tp; rc=$?; took=$(( $(date +%s) - s ))
sleep 2
echo "rc=$rc after ${took}s"; tail -2 o.txt
bad=0
[ $rc != 0 ] || echo "note: ended 0 (finished before the signal?)"
[ $took -le 20 ] || { echo "CHECK FAILED: took ${took}s after SIGTERM"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
if [ -e o/small-volume/report.html ] && [ ! -s o/small-volume/headline.txt ]; then echo "CHECK FAILED: half report"; bad=1; fi
left=$(pgrep -f "$W" | grep -v -x $$ || true)
[ -n "$left" ] && { echo "CHECK FAILED: left running: $(ps -o pid,args -p $(echo $left | tr ' ' ,) | tail -n +2 | cut -c1-120)"; bad=1; }
timeout 30 "$TR" build nosuch.yaml --no-pdf --out o --figures f > o2.txt 2>&1
grep -qi 'busy\|locked\|another build' o2.txt && { echo "CHECK FAILED: stale lock: $(head -1 o2.txt)"; bad=1; }
[ $bad = 0 ] && echo "term build ok"
exit $bad
