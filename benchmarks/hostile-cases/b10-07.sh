# what: options given as unique prefixes (argparse takes them; the earlier case b9-13 accepts --cs for --csv as handled): specs trainium2 --al, model --prec fp8 --cand trn2, estimate --par tokens_per_day 3e9, claims --data-d d --cs c.csv: each equal to the full spelling (or refused naming the option); the ambiguous build --no refused at once naming both matches (--no-pdf, --notebooks), nothing built
# expect-rc: 0
# expect: --al ok
# expect: --prec/--cand ok
# expect: --par ok
# expect: --data-d/--cs ok
# expect: --no refused
# expect-not: Traceback
S="$PROJECT/scenarios/examples/small-volume.yaml"; cp -r "$PROJECT/data" d
bad=0
ok() { if [ "$2" = 0 ] && cmp -s "$3" "$4"; then echo "$1 ok"; elif [ "$2" != 0 ] && grep -q -- "${1%%/*}" "$3"; then echo "$1 ok (refused)"; else echo "$1 BAD rc=$2"; diff "$3" "$4" | head -4; bad=1; fi; }
timeout 55 "$TR" specs trainium2 --all > r1.txt 2>&1; timeout 55 "$TR" specs trainium2 --al > o1.txt 2>&1; ok "--al" $? o1.txt r1.txt
timeout 55 "$TR" model llama-3.1-8b --precision fp8 --candidates trn2 > r2.txt 2>&1; timeout 55 "$TR" model llama-3.1-8b --prec fp8 --cand trn2 > o2.txt 2>&1; ok "--prec/--cand" $? o2.txt r2.txt
timeout 55 "$TR" estimate "$S" -p tokens_per_day 3e9 > r3.txt 2>&1; timeout 55 "$TR" estimate "$S" --par tokens_per_day 3e9 > o3.txt 2>&1; ok "--par" $? o3.txt r3.txt
timeout 55 "$TR" claims --data-dir d --csv rc.csv > r4.txt 2>&1; timeout 55 "$TR" claims --data-d d --cs c.csv > o4.txt 2>&1; r=$?
if [ $r = 0 ] && diff <(grep -v "^written:" o4.txt) <(grep -v "^written:" r4.txt) >/dev/null && cmp -s c.csv rc.csv; then echo "--data-d/--cs ok"; elif [ $r != 0 ] && grep -q -e --data-d -e --cs o4.txt; then echo "--data-d/--cs ok (refused)"; else echo "--data-d/--cs BAD rc=$r"; bad=1; fi
s=$(date +%s); timeout -s INT 15 "$TR" build "$S" --out o5 --no > o5.txt 2>&1; r=$?; e=$(( $(date +%s) - s ))
if [ $r != 0 ] && [ $r != 124 ] && grep -q -- --no-pdf o5.txt && grep -q -- --notebooks o5.txt && [ ! -e o5 ]; then echo "--no refused (${e}s)"; else echo "--no: rc=$r"; tail -2 o5.txt; bad=1; fi
exit $bad
