# what: the same strict-encoding fault as for claims and estimate, in the two other commands that write a CSV: PYTHONIOENCODING=latin-1 for specs trainium2 --csv 'Ω.csv' and PYTHONIOENCODING=ascii for predict RUNS --csv 'ü中.csv': the CSV whole and the confirmation printed escaped, or one line; no UnicodeEncodeError traceback
# expect-rc: 0
# expect: specs csv whole
# expect: predict csv whole
# expect-not: UnicodeEncodeError
R="$PROJECT/scenarios/examples/my-runs.csv"
timeout 50 "$TR" specs trainium2 --csv s-ref.csv > /dev/null 2>&1 || exit 9
timeout 50 "$TR" predict "$R" --csv p-ref.csv > /dev/null 2>&1 || exit 9
PYTHONIOENCODING=latin-1 timeout 50 "$TR" specs trainium2 --csv 'Ω.csv' > s.txt 2>&1; r1=$?; tail -2 s.txt
PYTHONIOENCODING=ascii timeout 50 "$TR" predict "$R" --csv 'ü中.csv' > p.txt 2>&1; r2=$?; tail -2 p.txt
echo "rc=$r1 $r2"
[ $r1 = 0 ] && cmp -s s-ref.csv 'Ω.csv' && echo "specs csv whole"
[ $r2 = 0 ] && cmp -s p-ref.csv 'ü中.csv' && echo "predict csv whole"
exit $((r1|r2))
