# what: misspelt words: a subcommand typo (estimat), an option typo (--cvs e.csv), an abbreviated option (--cs e.csv: argparse would take a prefix) and --csv= (empty after =): each refused naming the word, no e.csv made
# expect-rc: 0
# expect: estimat refused
# expect: --cvs refused
# expect: --cs handled
# expect: empty refused
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" estimat s.yaml > 1.txt 2>&1; [ $? != 0 ] && grep -q estimat 1.txt && echo "estimat refused" || cat 1.txt
timeout 55 "$TR" estimate s.yaml --cvs e.csv > 2.txt 2>&1; [ $? != 0 ] && grep -q -- --cvs 2.txt && [ ! -e e.csv ] && echo "--cvs refused" || cat 2.txt
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --cs e.csv > 3.txt 2>&1; rc=$?
if [ $rc != 0 ] && grep -q -- --cs 3.txt; then echo "--cs handled"; elif [ $rc = 0 ] && [ -s e.csv ]; then echo "--cs handled"; else echo "--cs rc=$rc"; tail -2 3.txt; fi
rm -f e.csv
timeout 55 "$TR" estimate s.yaml --csv= > 4.txt 2>&1; [ $? != 0 ] && grep -q -- --csv 4.txt && echo "empty refused" || tail -2 4.txt
grep -h Traceback ?.txt; exit 0
