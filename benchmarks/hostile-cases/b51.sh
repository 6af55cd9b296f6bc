# what: the scenario file rewritten repeatedly while estimate reads it (tokens_per_day 1e9 / 5e9): a consistent result or an error naming s.yaml
# expect-rc: 0
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" a.yaml; sed 's/^tokens_per_day: 1.0e+9/tokens_per_day: 5.0e+9/' a.yaml > b.yaml
cmp -s a.yaml b.yaml && { echo "edit did not apply"; exit 9; }
cp a.yaml s.yaml
( for i in $(seq 1 400); do cp b.yaml s.n; mv s.n s.yaml; sleep 0.005; cp a.yaml s.n; mv s.n s.yaml; sleep 0.005; done ) & L=$!
timeout 40 "$TR" estimate s.yaml > o.txt 2>&1; rc=$?
kill $L 2>/dev/null; wait $L 2>/dev/null
tail -n 4 o.txt
[ $rc = 0 ] && exit 0
grep -q "s.yaml" o.txt && exit 0 || exit 1
