# what: SIGQUIT (Ctrl-\, default action: core dump, no Python cleanup) sent to the process only of specs trainium2 --all --csv s.csv (cache on) at 0.6, 1.5 and 2.6 s, where s.csv holds an older export: afterwards s.csv is that older export or the whole new table (never cut), no temporary file is left beside it, and the next command (validate) removes the killed run's private folder .cache/run-<pid>-* (README/libhome: "removed at exit, or by the next command once its process is gone")
# expect-rc: 0
# expect: quit ok
timeout 55 "$TR" specs trainium2 --all --csv ref.csv > /dev/null 2>&1
bad=0
for t in 0.6 1.5 2.6; do
  printf 'old,export\n1,2\n' > s.csv
  timeout 55 "$TR" specs trainium2 --all --csv s.csv > o.txt 2>&1 & tp=$!
  sleep $t
  cp=$(pgrep -P $tp | head -1)
  [ -n "$cp" ] && kill -QUIT $cp
  wait $tp; rc=$?
  if cmp -s s.csv ref.csv || cmp -s s.csv <(printf 'old,export\n1,2\n'); then :; else echo "CHECK FAILED: s.csv cut at $t s (rc $rc)"; bad=1; fi
  left=$(ls -A | grep -v -x -e s.csv -e ref.csv -e o.txt)
  [ -n "$left" ] && { echo "CHECK FAILED: left beside s.csv at $t s: $left"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $t s"; bad=1; }
  timeout 55 "$TR" validate > v.txt 2>&1 || { echo "CHECK FAILED: validate after quit"; cat v.txt; bad=1; }
  rm -f v.txt
  [ -n "$cp" ] && ls -d "$PROJECT"/.cache/run-$cp-* 2>/dev/null && { echo "CHECK FAILED: run-$cp-* kept after its process is gone"; bad=1; }
done
[ $bad = 0 ] && echo "quit ok"
exit $bad
