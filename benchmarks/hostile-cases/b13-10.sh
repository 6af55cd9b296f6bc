# what: estimate's scenario and predict's runs file given as /dev/stdin fed by a pipe (cat s.yaml | estimate /dev/stdin; cat runs.csv | predict /dev/stdin), and as a process substitution (/dev/fd/63): each answers as from the file (same table) or is refused in one line naming the path; no hang, no traceback
# expect-rc: 0
# expect: stdin ok
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
grep -q '^data_dir' s.yaml && echo "note: scenario has data_dir"
timeout 55 "$TR" estimate s.yaml > eref.txt 2>&1
timeout 55 "$TR" predict runs.csv > pref.txt 2>&1
bad=0
check() { # name rc out ref path
  if [ $2 = 0 ]; then
    diff <(tail -n +2 $3 | grep -v -i 'runs.csv\|s.yaml\|/dev/') <(tail -n +2 $4 | grep -v -i 'runs.csv\|s.yaml\|/dev/') > /dev/null || { echo "CHECK FAILED: $1 differs"; diff $3 $4 | head -4; bad=1; }
  else
    [ $(wc -l < $3) -le 3 ] && grep -qF "$5" $3 || { echo "CHECK FAILED: $1 refusal"; head -4 $3; bad=1; }
  fi
  grep -q Traceback $3 && { echo "CHECK FAILED: $1 traceback"; bad=1; }
  echo "$1 rc=$2"
}
cat s.yaml | timeout 55 "$TR" estimate /dev/stdin > o1.txt 2>&1; check est-stdin $? o1.txt eref.txt /dev/stdin
cat runs.csv | timeout 55 "$TR" predict /dev/stdin > o2.txt 2>&1; check pred-stdin $? o2.txt pref.txt /dev/stdin
timeout 55 "$TR" estimate <(cat s.yaml) > o3.txt 2>&1; check est-fd $? o3.txt eref.txt /dev/fd/
timeout 55 "$TR" predict <(cat runs.csv) > o4.txt 2>&1; check pred-fd $? o4.txt pref.txt /dev/fd/
[ $bad = 0 ] && echo "stdin ok"
exit $bad
