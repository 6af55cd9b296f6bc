# what: three estimates at once on a new dataset version (cold cache, the same keys computed concurrently)
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b31-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
for i in 1 2 3; do timeout 50 "$TR" estimate s.yaml --csv e$i.csv > o$i.txt 2>&1 & eval P$i=$!; done
wait $P1; r1=$?; wait $P2; r2=$?; wait $P3; r3=$?
tail -n 2 o1.txt o2.txt o3.txt; [ $r1$r2$r3 = 000 ] || exit 1
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
cmp e1.csv ref.csv && cmp e2.csv ref.csv && cmp e3.csv ref.csv && echo "same result"
