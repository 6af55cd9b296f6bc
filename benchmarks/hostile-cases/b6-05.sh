# what: estimate of a scenario given by bash process substitution, estimate <(cat s.yaml) (a pipe at /dev/fd/63, the idiom for a generated file): the same table as from s.yaml, or one line naming /dev/fd/63 as not a regular file
# expect-rc: 0
# expect: acceptable
# expect-not: verdict-bad
cp "$PROJECT/scenarios/default.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml > ref.txt 2>&1 || { cat ref.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate <(cat s.yaml) > got.txt 2>&1; rc=$?
echo "rc=$rc"; head -5 got.txt
if [ $rc = 0 ] && cmp -s ref.txt got.txt; then echo "acceptable: same table"
elif [ $rc = 1 ] && [ "$(wc -l < got.txt)" -le 2 ] && grep -q '/dev/fd/' got.txt; then echo "acceptable: refused naming the pipe"
else echo "verdict-bad"; diff ref.txt got.txt | head -5; fi
