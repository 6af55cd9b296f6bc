# what: a strict legacy output encoding (PYTHONIOENCODING=latin-1, and =ascii) with a --csv file name the encoding cannot hold (中.csv for claims, é.csv for estimate): the CSV written whole and the "written:" line printed escaped or replaced (README: a path with odd characters stays printable), or one line; never a UnicodeEncodeError traceback after the file was written
# expect-rc: 0
# expect: claims csv whole
# expect: estimate csv whole
# expect-not: UnicodeEncodeError
timeout 50 "$TR" claims --csv ref-c.csv > /dev/null 2>&1 || exit 9
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref-e.csv > /dev/null 2>&1 || exit 9
PYTHONIOENCODING=latin-1 timeout 50 "$TR" claims --csv '中.csv' > c.txt 2>&1; r1=$?; tail -2 c.txt
PYTHONIOENCODING=ascii timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv 'é.csv' > e.txt 2>&1; r2=$?; tail -2 e.txt
echo "rc=$r1 $r2"
[ $r1 = 0 ] && cmp -s ref-c.csv '中.csv' && echo "claims csv whole"
[ $r2 = 0 ] && cmp -s ref-e.csv 'é.csv' && echo "estimate csv whole"
exit $((r1|r2))
