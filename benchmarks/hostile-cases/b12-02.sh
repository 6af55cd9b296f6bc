# what: Ctrl-C (SIGINT to the process group) of specs trainium2 --all --csv s.csv at 0.15 / 0.3 / 0.7 / 1.2 s (under timeout, which forwards the signal: a double Ctrl-C; a moment inside Python's own site import is not counted), where s.csv already holds the user's earlier export (a different table): each ends 130 (or 0), at most one line; s.csv is the earlier export or the whole new table, never a mix or empty, and no temporary file (.s.csv.*.tmp) is left beside it
# expect-rc: 0
# (updated: the command now prints its table within about 0.7 s, so a Ctrl-C at 0.7 s can come after the table, while
# the CSV is written: code 130 is right when what it printed is the start of the uninterrupted answer and one line more)
# expect: ctrl-c csv ok
bad=0
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --all --csv new.csv > /dev/null 2>&1
mkdir ref && (cd ref && TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --all --csv s.csv > ../ref.txt 2>&1)
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trn2.48xlarge --csv old.csv > /dev/null 2>&1
[ -s new.csv ] && [ -s old.csv ] || { echo "setup failed"; exit 1; }
for t in 0.15 0.3 0.7 1.2; do
  cp old.csv s.csv
  TRAINIUM_REPORT_NO_CACHE=1 setsid bash -c 'exec timeout 55 "$0" specs trainium2 --all --csv s.csv' "$TR" > o.txt 2>&1 & P=$!
  sleep $t; kill -INT -- -$P 2>/dev/null
  wait $P; r=$?
  if grep -q init_import_site o.txt; then echo "[$t s] too early (Python's own site import, before any project code): not counted"; continue; fi
  echo "[$t s] rc=$r: $(tail -c 200 o.txt | tr '\n' '|')"
  case $r in 0|130) ;; *) bad=1;; esac
  n=$(wc -l < o.txt)
  [ $r = 130 ] && ! head -n $((n - 1)) ref.txt | cmp -s - <(head -n $((n - 1)) o.txt) && { echo "  more than the start of the answer and one line"; bad=1; }
  cmp -s s.csv old.csv || cmp -s s.csv new.csv || { echo "  s.csv neither old nor new"; bad=1; }
  ls -A | grep -q '^\.s\.csv\..*\.tmp$' && { echo "  temporary file left: $(ls -A | grep tmp)"; bad=1; rm -f .s.csv.*.tmp; }
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "ctrl-c csv ok"
exit $bad
