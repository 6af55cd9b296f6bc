# what: --csv names of exactly 255 bytes made of 2-byte UTF-8 letters (a one-letter prefix + 124 x "é" + "xx.csv": NAME_MAX counted in bytes, not characters) for claims and predict my-runs.csv (the plain-ASCII 255-byte form was tested for specs only): a legal name, so each CSV is written whole under it, equal to the same export under a short name; no temporary file left
# expect-rc: 0
# expect: names ok
export TRAINIUM_REPORT_NO_CACHE=1
RUNS="$PROJECT/scenarios/examples/my-runs.csv"
n=$(printf "é%.0s" $(seq 124))xx.csv
echo "bytes: $(printf %s "c$n" | wc -c)"
bad=0
timeout 55 "$TR" claims --csv ref1.csv > /dev/null 2>&1
timeout 55 "$TR" claims --csv "c$n" > o1.txt 2>&1; echo "claims rc=$?"
timeout 55 "$TR" predict "$RUNS" --csv ref2.csv > /dev/null 2>&1
timeout 55 "$TR" predict "$RUNS" --csv "p$n" > o2.txt 2>&1; echo "predict rc=$?"
cmp -s ref1.csv "c$n" || { echo "CHECK FAILED: claims CSV not written whole under the 255-byte name"; tail -2 o1.txt; bad=1; }
cmp -s ref2.csv "p$n" || { echo "CHECK FAILED: predict CSV not written whole under the 255-byte name"; tail -2 o2.txt; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: temporary file left"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "names ok"
exit $bad
