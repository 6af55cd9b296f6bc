# what: stdout open read-only (1</dev/null: a launcher that opened the wrong end) for validate and claims: the answer cannot be printed, so each must end non-zero (not a silent 0 with the answer lost) with at most a short message on stderr, no traceback, no hang
# expect-rc: 0
# expect: not silent ok
bad=0
timeout 55 "$TR" validate 1</dev/null 2> e1.txt; r1=$?
timeout 55 "$TR" claims 1</dev/null 2> e2.txt; r2=$?
echo "rc $r1 $r2"; head -3 e1.txt e2.txt
[ $r1 != 0 ] && [ $r2 != 0 ] && [ $r1 != 124 ] && [ $r2 != 124 ] || { echo "CHECK FAILED: exit code 0 or timeout though nothing could be printed"; bad=1; }
grep -q Traceback e1.txt e2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $(cat e1.txt e2.txt | wc -l) -le 8 ] || { echo "CHECK FAILED: long stderr"; bad=1; }
[ $bad = 0 ] && echo "not silent ok"; exit $bad
