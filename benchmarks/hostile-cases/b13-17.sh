# what: a stop/continue storm (SIGSTOP then SIGCONT every 0.1 s, so stopped half the time: a debugger stepping, a cgroup freezer) on claims --csv c.csv (cache off): it must end 0 with the whole audit, equal to an undisturbed run, within 55 s; no traceback (interrupted system calls are retried)
# expect-rc: 0
# expect: storm ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > ref.txt 2>&1
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1 & tp=$!
sleep 0.3; cp=$(pgrep -P $tp | head -1)
while kill -0 $tp 2>/dev/null; do kill -STOP $cp 2>/dev/null; sleep 0.1; kill -CONT $cp 2>/dev/null; sleep 0.1; done
wait $tp; rc=$?
echo "rc=$rc"
bad=0
[ $rc = 0 ] && cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv"; tail -3 o.txt; bad=1; }
diff <(grep -v "^written:" o.txt) <(grep -v "^written:" ref.txt) > /dev/null || { echo "CHECK FAILED: output differs"; diff o.txt ref.txt | head -4; bad=1; }
[ $bad = 0 ] && echo "storm ok"
exit $bad
