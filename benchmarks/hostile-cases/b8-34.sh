# what: the project cache unusable because .cache is a symlink (to an empty folder in the working folder; libhome: "where the cache cannot be used ... `.cache` a link") so the private folder goes to TMPDIR, and TMPDIR holds trainium-report-²-x (a superscript digit where the pid goes): claims --csv and predict --csv must work, never crash while pruning TMPDIR
# expect-rc: 0
# expect: claims same
# expect: predict same
# expect-not: ValueError
R="$PROJECT/scenarios/examples/my-runs.csv"; mkdir t elsewhere
timeout 50 "$TR" claims --csv c-ref.csv > /dev/null 2>&1 || exit 9
timeout 50 "$TR" predict "$R" --csv p-ref.csv > /dev/null 2>&1 || exit 9
C="$PROJECT/.cache"; B="$PROJECT/.cache.b8-34-$$"
mv "$C" "$B"; trap 'rm -f "$C"; mv "$B" "$C"' EXIT
ln -s "$W/elsewhere" "$C"; mkdir "t/trainium-report-²-x"
TMPDIR=$PWD/t timeout 50 "$TR" claims --csv c.csv > c.txt 2>&1; r1=$?; tail -2 c.txt
TMPDIR=$PWD/t timeout 50 "$TR" predict "$R" --csv p.csv > p.txt 2>&1; r2=$?; tail -2 p.txt
[ $r1 = 0 ] && cmp -s c-ref.csv c.csv && echo "claims same"
[ $r2 = 0 ] && cmp -s p-ref.csv p.csv && echo "predict same"
exit $((r1|r2))
