# what: predict --csv to a new file whose name is 83 Chinese characters + ".csv" (253 bytes in UTF-8, under the 255-byte limit, but only 87 characters: a length check must count bytes, and a temporary name built from it must fit): the CSV written whole, or one line naming the file and its length
# expect-rc: 0
# expect: predict done
R="$PROJECT/scenarios/examples/my-runs.csv"
timeout 50 "$TR" predict "$R" --csv ref.csv > /dev/null 2>&1 || exit 9
N="$(printf '中%.0s' $(seq 83)).csv"; echo "name bytes: $(printf %s "$N" | wc -c)"
timeout 50 "$TR" predict "$R" --csv "$N" > p.txt 2>&1; rc=$?; tail -1 p.txt | cut -c1-120
if [ $rc = 0 ] && cmp -s ref.csv "$N"; then echo "predict done"; elif [ $rc = 1 ] && [ $(grep -c . p.txt) -le 2 ] && [ ! -e "$N" ]; then echo "predict done"; fi
ls -A | grep -v -x -e ref.csv -e p.txt -e "$N" && echo "left behind above"
exit $rc
