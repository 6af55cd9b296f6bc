# what: SIGINT to the process only at 12 moments across a claims run (0.1 s to 3.4 s, cache on), including its end while the private folder is removed at exit: each ends 130 (or 0 with the whole answer), at most one line on stderr, no traceback; and its private folder .cache/run-<pid>-* is gone afterwards (libhome: "removed at exit")
# expect-rc: 0
# expect: sigint sweep ok
bad=0
timeout 55 "$TR" claims > ref.txt 2>/dev/null
for t in 0.1 0.4 0.7 1.0 1.3 1.6 1.9 2.2 2.5 2.8 3.1 3.4; do
  timeout 55 "$TR" claims > o.txt 2> e.txt & P=$!
  sleep $t
  C=$(pgrep -P $P | head -1); [ -n "$C" ] || C=$P
  kill -INT $C 2>/dev/null
  wait $P; r=$?
  echo "[$t s] rc=$r err=$(head -c 150 e.txt | tr '\n' '|')"
  if [ $r = 0 ]; then cmp -s o.txt ref.txt || { echo "  rc 0, answer differs"; bad=1; }
  elif [ $r = 130 ]; then [ $(wc -l < e.txt) -le 1 ] || { echo "  stderr: $(wc -l < e.txt) lines"; bad=1; }
  else bad=1; fi
  grep -q Traceback o.txt e.txt && bad=1
  sleep 0.2
  left=$(ls -d "$PROJECT"/.cache/run-$C-* 2>/dev/null)
  [ -n "$left" ] && { echo "  private folder left: $left"; bad=1; rm -rf "$left"; }
done
[ $bad = 0 ] && echo "sigint sweep ok"
exit $bad
