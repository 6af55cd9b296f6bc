# what: SIGHUP to the whole process group (the terminal closed; earlier cases sent it to the process only or under nohup) of model llama-3.1-8b at 0.3, 0.8 and 1.5 s: each ends with no traceback, and its private folder in the project cache (.cache/run-<pid>-..., README: "removed at exit") is gone once the next command has run (README: "removed at exit, or by the next command once its process is gone")
# expect-rc: 0
# expect: hup ok
bad=0
for at in 0.3 0.8 1.5; do
  setsid "$TR" model llama-3.1-8b > o.txt 2>&1 & sp=$!
  sleep $at; kill -HUP -- -$sp 2>/dev/null
  ( sleep 50; kill -KILL -- -$sp 2>/dev/null ) & wd=$!
  wait $sp; rc=$?; kill $wd 2>/dev/null; wait $wd 2>/dev/null
  echo "at $at: rc=$rc $(tail -1 o.txt | cut -c1-100)"
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $at"; bad=1; }
  timeout 55 "$TR" claims > /dev/null 2>&1     # README: a private folder is removed at exit, "or by the next command once its process is gone"
  ls -A "$PROJECT/.cache" 2>/dev/null | grep -q "^run-$sp-" && { echo "CHECK FAILED: private folder run-$sp left after the next command at $at"; bad=1; }
done
[ $bad = 0 ] && echo "hup ok"
