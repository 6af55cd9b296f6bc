# what: claims --csv - and predict my-runs.csv --csv - ("-", the Unix idiom for standard output): either the CSV goes to stdout, or a file literally named "-" holds the whole export, or a one-line refusal names "-"; never a traceback, never a half file
# expect-rc: 0
# expect: dash ok
export TRAINIUM_REPORT_NO_CACHE=1
RUNS="$PROJECT/scenarios/examples/my-runs.csv"
timeout 55 "$TR" claims --csv ref1.csv > /dev/null 2>&1; timeout 55 "$TR" predict "$RUNS" --csv ref2.csv > /dev/null 2>&1
bad=0
for k in 1 2; do
  rm -f ./-
  if [ $k = 1 ]; then timeout 55 "$TR" claims --csv - > o.txt 2>&1; rc=$?; else timeout 55 "$TR" predict "$RUNS" --csv - > o.txt 2>&1; rc=$?; fi
  echo "case $k rc=$rc $(tail -1 o.txt | cut -c1-120)"
  if [ -e ./- ]; then cmp -s ./- ref$k.csv && echo "file - whole" || { echo "CHECK FAILED: file - not whole"; bad=1; }
  elif [ $rc = 0 ]; then grep -qF "$(head -1 ref$k.csv)" o.txt && echo "csv on stdout" || { echo "CHECK FAILED: rc 0 but no CSV anywhere"; bad=1; }
  else grep -q -e "'-'" -e '"-"' -e ' - ' -e '^-' o.txt && echo "refused naming -" || { echo "CHECK FAILED: refusal does not name -"; bad=1; }; fi
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
  ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
done
[ $bad = 0 ] && echo "dash ok"
exit $bad
