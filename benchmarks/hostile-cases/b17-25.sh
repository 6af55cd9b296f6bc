# what: SIGTERM delivered to claims --csv c.csv (cache off, process only) while it is stopped (SIGSTOP 1.0 s in, SIGTERM, SIGCONT 2 s later; the SIGINT form was tested), c.csv the user's older export: on continuing it ends (143, 1, or 0 with the whole new audit), c.csv the old file or the whole new one, no temporary file, no traceback
# expect-rc: 0
# expect: stopped term ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: ref"; exit 1; }
echo old > c.csv
"$TR" claims --csv c.csv > o.txt 2>&1 & sp=$!
sleep 1.0; kill -STOP $sp; kill -TERM $sp; sleep 2; kill -CONT $sp
( sleep 45; kill -KILL $sp 2>/dev/null ) & wd=$!
wait $sp; rc=$?; kill $wd 2>/dev/null; wait $wd 2>/dev/null
echo "rc=$rc $(tail -1 o.txt | cut -c1-100)"
bad=0
case $rc in 0|1|143) ;; *) echo "CHECK FAILED: rc $rc"; bad=1;; esac
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ "$(cat c.csv)" = old ] || cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv half"; bad=1; }
[ $rc = 0 ] && ! cmp -s c.csv ref.csv && { echo "CHECK FAILED: rc 0 without the new file"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
[ $bad = 0 ] && echo "stopped term ok"
