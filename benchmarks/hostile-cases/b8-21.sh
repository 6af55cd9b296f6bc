# what: --csv targets that root cannot replace: an existing e.csv with the immutable attribute (chattr +i) and a folder sub/ marked immutable (no new file in it): estimate --csv e.csv and claims --csv sub/c.csv fail in one line naming the file (permission), e.csv keeps its old content, no temporary file left beside either
# expect-rc: 0
# expect: e.csv kept
# expect: one line each
printf 'old,csv\n1,2\n' > e.csv; mkdir sub; chattr +i e.csv sub || { echo "no chattr here"; exit 9; }
trap 'chattr -i e.csv sub 2>/dev/null' EXIT
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > e.txt 2> e.err; r1=$?; cat e.err | tail -2
timeout 50 "$TR" claims --csv sub/c.csv > c.txt 2> c.err; r2=$?; cat c.err | tail -2
echo "rc=$r1 $r2"
[ "$(cat e.csv)" = "$(printf 'old,csv\n1,2')" ] && echo "e.csv kept"
[ $r1 = 1 ] && [ $r2 = 1 ] && grep -q 'e.csv' e.err && grep -q 'c.csv' c.err && [ $(grep -vc '^note:\|^excluded:' e.err) -le 2 ] && [ $(grep -vc '^note:' c.err) -le 2 ] && echo "one line each"
ls -A . sub | grep -i 'tmp' && echo "temporary file left"
exit 0
