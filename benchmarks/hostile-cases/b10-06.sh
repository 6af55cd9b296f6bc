# what: repeated flags (argparse: the last one wins): specs trainium2 --data-dir bad --data-dir d (bad: a copy with a negative price), estimate -p tokens_per_day 1e9 -p tokens_per_day 3e9, model --precision fp8 --precision bf16, specs --csv a.csv --csv b.csv: each equal to the command with the last value alone (or refused naming the repeated flag); never a mix
# expect-rc: 0
# expect: data-dir repeat ok
# expect: -p repeat ok
# expect: precision repeat ok
# expect: csv repeat ok
cp -r "$PROJECT/data" bad; sed -i '2s/,0\.228,/,-0.228,/' bad/prices.csv
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
ok() { # $1 label, $2 rc, $3 out, $4 ref, $5 flag
  if [ "$2" = 0 ] && cmp -s "$3" "$4"; then echo "$1 ok"; elif [ "$2" != 0 ] && grep -q -- "$5" "$3" && ! grep -q Traceback "$3"; then echo "$1 ok (refused)"; else echo "$1 BAD rc=$2"; diff "$3" "$4" | head -5; bad=1; fi; }
bad=0
timeout 55 "$TR" specs trainium2 --data-dir "$PROJECT/data" > ref1.txt 2>&1
timeout 55 "$TR" specs trainium2 --data-dir bad --data-dir "$PROJECT/data" > o1.txt 2>&1; ok "data-dir repeat" $? o1.txt ref1.txt --data-dir
timeout 55 "$TR" estimate s.yaml -p tokens_per_day 3e9 > ref2.txt 2>&1
timeout 55 "$TR" estimate s.yaml -p tokens_per_day 1e9 -p tokens_per_day 3e9 > o2.txt 2>&1; ok "-p repeat" $? o2.txt ref2.txt tokens_per_day
timeout 55 "$TR" model llama-3.1-8b --precision bf16 > ref3.txt 2>&1
timeout 55 "$TR" model llama-3.1-8b --precision fp8 --precision bf16 > o3.txt 2>&1; ok "precision repeat" $? o3.txt ref3.txt --precision
timeout 55 "$TR" specs trn2.48xlarge --csv a.csv --csv b.csv > o4.txt 2>&1; r=$?
timeout 55 "$TR" specs trn2.48xlarge --csv ref4.csv > /dev/null 2>&1
if [ $r = 0 ] && cmp -s b.csv ref4.csv && { [ ! -e a.csv ] || cmp -s a.csv ref4.csv; }; then echo "csv repeat ok"; elif [ $r != 0 ] && grep -q -- --csv o4.txt; then echo "csv repeat ok (refused)"; else echo "csv repeat BAD rc=$r"; ls; bad=1; fi
exit $bad
