# what: claims --csv c.csv | head -1 (the user only wants the first line; stdout closed early, SIGPIPE/EPIPE): no traceback, no hang; c.csv is the whole audit (equal to a lone run) or not made at all, never a partial file, and no .c.csv.*.tmp left
# expect-rc: 0
# expect: pipe closed ok
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
( timeout 55 "$TR" claims --csv c.csv 2> e.txt; echo "rc=$?" > rc.txt ) | head -1 > h.txt
cat rc.txt; head -3 e.txt | cut -c1-200
bad=0
if [ -e c.csv ]; then cmp -s c.csv ref.csv || { echo "partial c.csv"; bad=1; }; fi
ls -A | grep -q '\.tmp$' && { echo "tmp left"; bad=1; }
grep -q Traceback e.txt && bad=1
[ $(wc -l < e.txt) -le 2 ] || bad=1
[ $bad = 0 ] && echo "pipe closed ok"
exit $bad
