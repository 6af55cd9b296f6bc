# what: --csv names holding a newline, a tab and a leading space (specs trainium2 --csv $'a\nb.csv', predict runs.csv --csv $' \tp.csv'): each CSV written whole under that exact name (equal to a plain-named run), the message naming it without breaking the line (or escaped), no traceback
# expect-rc: 0
# expect: specs newline-name ok
# expect: predict tab-name ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" specs trainium2 --csv s.csv > /dev/null 2>&1; timeout 55 "$TR" predict runs.csv --csv p.csv > /dev/null 2>&1
bad=0
timeout 55 "$TR" specs trainium2 --csv $'a\nb.csv' > o1.txt 2>&1; r=$?; tail -2 o1.txt
[ $r = 0 ] && cmp -s s.csv $'a\nb.csv' && echo "specs newline-name ok" || { echo "specs rc=$r"; ls | cat -A; bad=1; }
timeout 55 "$TR" predict runs.csv --csv $' \tp.csv' > o2.txt 2>&1; r=$?; tail -2 o2.txt
[ $r = 0 ] && cmp -s p.csv $' \tp.csv' && echo "predict tab-name ok" || { echo "predict rc=$r"; ls | cat -A; bad=1; }
grep -l Traceback o*.txt && bad=1
exit $bad
