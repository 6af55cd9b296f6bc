# what: an empty environment (env -i: no PATH, HOME, LANG, TMPDIR, USER) for claims --csv c.csv, model llama-3.1-8b and estimate of an absolute scenario path: the same answers as with the normal environment
# expect-rc: 0
# expect: same answers
timeout 50 "$TR" claims --csv c0.csv > c0.txt 2>&1 && timeout 50 "$TR" model llama-3.1-8b > m0.txt 2>&1 && timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" > e0.txt 2>&1 || exit 9
env -i timeout 50 "$TR" claims --csv c.csv > c.txt 2>&1; r1=$?
env -i timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; r2=$?
env -i timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" > e.txt 2>&1; r3=$?
echo "rc: $r1 $r2 $r3"; tail -1 c.txt; tail -1 m.txt; tail -1 e.txt
cmp -s c0.csv c.csv && diff <(sed 's/c0.csv/c.csv/' c0.txt) c.txt >/dev/null && cmp -s m0.txt m.txt && cmp -s e0.txt e.txt && echo "same answers"
exit 0
