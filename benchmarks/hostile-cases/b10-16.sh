# what: SIGKILL (the OOM killer) to claims --csv c.csv (cache off) at 1, 3 and 6 s, where c.csv already holds an older audit (the user's last export, a different first line): c.csv is afterwards that old file or the whole new audit, never truncated or partial; a later claims --csv c.csv writes it whole
# expect-rc: 0
# expect: kill at 1 ok
# expect: kill at 3 ok
# expect: kill at 6 ok
# expect: rerun whole
export TRAINIUM_REPORT_NO_CACHE=1
printf 'old audit,kept\n%.0s' $(seq 300) > old.csv
bad=0
for t in 1 3 6; do
  cp old.csv c.csv
  timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1 & p=$!
  sleep $t; for c in $(pgrep -P $p); do kill -KILL $c; done; wait $p
  if cmp -s c.csv old.csv || { head -1 c.csv | grep -qv 'old audit' && [ $(wc -l < c.csv) -gt 50 ] && tail -c1 c.csv | od -c | grep -q '\\n'; }; then echo "kill at $t ok ($(wc -c < c.csv) bytes)"; else echo "kill at $t: c.csv damaged ($(wc -c < c.csv) bytes)"; bad=1; fi
done
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; r=$?
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
[ $r = 0 ] && cmp -s c.csv ref.csv && echo "rerun whole" || { echo "rerun rc=$r"; bad=1; }
exit $bad
