# what: two builds into the same --out started 1.5 s apart, and a third into another --out at once
# expect-rc: 0
# expect: same-out handled
"$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" > a.txt 2>&1 & A=$!
sleep 1.5
"$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > b.txt 2>&1 & B=$!
"$TR" build --no-pdf --quiet --out "$W/out2" --figures "$W/fig2" > c.txt 2>&1 & C=$!
wait $A; ra=$?; wait $B; rb=$?; wait $C; rc=$?
echo "A=$ra B=$rb C=$rc"; tail -3 a.txt; echo ---; tail -3 b.txt; echo ---; tail -2 c.txt
[ $ra = 0 ] && [ -s out/default/report.html ] || { echo "first build failed"; exit 1; }
[ $rc = 0 ] && [ -s out2/default/report.html ] || { echo "build into another --out failed"; exit 1; }
if [ $rb = 0 ] || { [ $(wc -l < b.txt) -le 4 ] && grep -q "$W/out" b.txt && grep -qi "lock\|in use\|being built\|another" b.txt; }; then echo "same-out handled"; exit 0; fi
exit 1
