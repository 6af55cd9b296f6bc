# what: SIGINT to the process only (kill -INT pid, as a debugger or supervisor sends it, not the group) of specs trainium2 --all --csv s.csv (cache off) at 0.3, 1.0 and 2.5 s: each ends with code 130 and at most a short line (or its whole answer), no traceback, no partial s.csv or temporary file left
# expect-rc: 0
# expect: int at 0.3 ok
# expect: int at 1.0 ok
# expect: int at 2.5 ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" specs trainium2 --all --csv ref.csv > /dev/null 2>&1
bad=0
for t in 0.3 1.0 2.5; do
  rm -rf r; mkdir r
  ( cd r; exec timeout 55 "$TR" specs trainium2 --all --csv s.csv > ../o.txt 2>&1 ) & p=$!
  sleep $t; for c in $(pgrep -P $p); do kill -INT $c 2>/dev/null; done
  wait $p; rc=$?
  left=$(ls -A r | grep -v '^s.csv$' | tr '\n' ' ')
  whole=no; [ -e r/s.csv ] && cmp -s r/s.csv ref.csv && whole=yes
  if ! grep -q -e Traceback -e 'Exception ignored' o.txt && [ -z "$left" ] && { [ $rc = 0 ] && [ $whole = yes ] || { [ $rc != 0 ] && [ ! -e r/s.csv ] && [ $(wc -l < o.txt) -le 2 ]; }; }; then echo "int at $t ok (rc=$rc)"; else echo "int at $t: rc=$rc whole=$whole left=[$left]"; head -5 o.txt; bad=1; fi
done
exit $bad
