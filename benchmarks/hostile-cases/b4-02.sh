# what: SIGKILL to a cold estimate --csv e.csv (cache off) that would overwrite an existing e.csv from an earlier run (tokens_per_day 3e9), at 0.8 / 1.6 / 2.4 s: e.csv stays the earlier file whole (or becomes the new one whole), no temporary file beside it
# expect-rc: 0
# expect: old csv intact
export TRAINIUM_REPORT_NO_CACHE=1
S="$PROJECT/scenarios/default.yaml"
timeout 40 "$TR" estimate "$S" -p tokens_per_day 3e9 --csv e.csv > /dev/null 2>&1 || { echo "first run failed"; exit 9; }
cp e.csv old.csv
bad=0
for t in 0.8 1.6 2.4; do
  timeout 40 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1 & P=$!
  for i in $(seq 100); do C=$(pgrep -P $P); [ -n "$C" ] && break; sleep 0.02; done
  sleep $t; kill -KILL $C 2>/dev/null; wait $P 2>/dev/null
  if cmp -s e.csv old.csv; then :; else
    timeout 40 "$TR" estimate "$S" --csv new.csv > /dev/null 2>&1; cmp -s e.csv new.csv && cp e.csv old.csv || { echo "e.csv DAMAGED after kill at $t s ($(wc -c < e.csv) bytes)"; bad=1; }
  fi
done
ls -a | grep -E '\.tmp$' && { echo "TEMP FILE LEFT"; bad=1; }
[ $bad = 0 ] && echo "old csv intact"; exit $bad
