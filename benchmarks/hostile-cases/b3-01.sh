# what: Ctrl-Z of a --rerun build (SIGTSTP to the build's whole process group, kernels included) for 8 s, then fg (SIGCONT): the build completes, report whole and agreeing with its new summary.json
# expect-rc: 0
# expect: report whole
b0='"gpu_bill": 80314.36799999999'   # the default at 1e9 tokens/day
set -m
"$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" -p tokens_per_day 3e9 > o.txt 2>&1 & B=$!
sleep 3; kill -TSTP -- -$B 2>/dev/null && echo "stopped group"
sleep 8; kill -CONT -- -$B 2>/dev/null
( sleep 40; kill -KILL -- -$B 2>/dev/null ) & G=$!
wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
tail -4 o.txt
b1=$(grep -o '"gpu_bill": [0-9.e+]*' out/default/summary.json)
echo "before: $b0 / after: $b1"
[ -n "$b1" ] && [ "$b0" != "$b1" ] && grep -q '</html>' out/default/report.html && echo "report whole"
exit $rc
