# what: SIGTERM to `model cfg.json --precision fp8` and to `specs trainium2 --all --csv` (cache off) at 0.3 and 1.0 s: each ends quietly (at most a line, or its whole answer; no traceback), no partial CSV left
# expect-rc: 0
# expect: quiet x4
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json
export TRAINIUM_REPORT_NO_CACHE=1
"$TR" model cfg.json --precision fp8 > ref.txt 2>&1 || exit 9
"$TR" specs trainium2 --all --csv sp-ref.csv > /dev/null 2>&1 || exit 9
n=0
for t in 0.3 1.0; do
  "$TR" model cfg.json --precision fp8 > m.txt 2>&1 & P=$!; sleep $t; kill -TERM $P 2>/dev/null; wait $P; r1=$?
  "$TR" specs trainium2 --all --csv sp.csv > s.txt 2>&1 & P=$!; sleep $t; kill -TERM $P 2>/dev/null; wait $P; r2=$?
  [ "$(wc -l < m.txt)" -le 1 ] || [ $r1 = 0 ] || cmp -s m.txt ref.txt && n=$((n+1)) || { echo "model at $t: rc $r1"; head -3 m.txt; }
  # a CSV left whole (SIGTERM after its write, while the table printed) is no partial file
  { [ $r2 = 0 ] || { [ "$(wc -l < s.txt)" -le 1 ] && [ ! -e sp.csv ]; } || cmp -s sp.csv sp-ref.csv; } && n=$((n+1)) || { echo "specs at $t: rc $r2"; head -3 s.txt; ls sp.csv 2>/dev/null; }
  rm -f sp.csv
done
ls -A | grep -v -e '^cfg.json$' -e '^m.txt$' -e '^s.txt$' -e '^ref.txt$' -e '^sp-ref.csv$' | sed 's/^/left: /'
[ $n = 4 ] && echo "quiet x4"
