# what: umask 0277 (files readable by their owner only, no write bit) for a cold estimate --csv of a new data version (cache on: entries written read-only), then a second estimate --csv e.csv under 0277 over the read-only e.csv: each answers as with the cache off; e.csv is 0400 (0666 less 0277) and whole
# expect-rc: 0
# expect: readonly umask ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b1221-'"$$$(date +%s%N)"'/' d/prices.csv
printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
bad=0
( umask 0277; timeout 55 "$TR" estimate s.yaml --csv e.csv > o1.txt 2>&1; echo "estimate rc=$?" )
cmp -s e.csv ref.csv || { echo "first differs"; bad=1; }
( umask 0277; timeout 55 "$TR" estimate s.yaml --csv e.csv > o3.txt 2>&1; echo "again rc=$?" )
cmp -s e.csv ref.csv || { echo "rewrite differs"; bad=1; }
m=$(stat -c %a e.csv); echo "e.csv mode $m"; [ "$m" = 400 ] || bad=1
cat o1.txt o3.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "readonly umask ok"
exit $bad
