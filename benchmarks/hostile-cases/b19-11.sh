# what: -y given twice with conflicting values (estimate small-volume -y '{tokens_per_day: 1e9}' -y '{tokens_per_day: 3e9}': a wrapper script appending its own -y): argparse's last-wins or a merge with the later winning gives the 3e9 result, or the repeat is refused naming -y or the key tokens_per_day (fixed after the run: a refusal naming the key is a clear refusal too); silently using 1e9 (the earlier) would be wrong. Checked by comparing the --csv with a run of -p tokens_per_day 3e9
# expect-rc: 0
# expect: yy ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$SV" -p tokens_per_day 3e9 --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: ref"; exit 1; }
timeout 55 "$TR" estimate "$SV" -p tokens_per_day 1e9 --csv one.csv > /dev/null 2>&1
timeout 55 "$TR" estimate "$SV" -y '{tokens_per_day: 1e9}' -y '{tokens_per_day: 3e9}' --csv e.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -2 o.txt
bad=0
cmp -s ref.csv one.csv && { echo "CHECK FAILED: tokens_per_day does not change the table, case is void"; bad=1; }
if [ $rc = 0 ]; then cmp -s e.csv ref.csv || { echo "CHECK FAILED: -y twice did not give the later value's table"; cmp -s e.csv one.csv && echo "  (it used the first -y)"; bad=1; }
else grep -q -- '-y\|--yaml\|tokens_per_day' o.txt || { echo "CHECK FAILED: refusal does not name -y"; bad=1; }; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "yy ok"
exit $bad
