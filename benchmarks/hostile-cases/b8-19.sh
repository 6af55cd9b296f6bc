# what: umask 0777 (every new file and folder created with no permission bits) for a cold estimate --csv of a new data version (cache on), then an estimate with the usual umask reading what it cached: both give the cache-off numbers (an unreadable entry is a miss); no traceback
# expect-rc: 0
# expect: first same
# expect: second same
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-19-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
( umask 0777; timeout 50 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 ); r1=$?; tail -1 a.txt
timeout 50 "$TR" estimate s.yaml --csv b.csv > b.txt 2>&1; r2=$?; tail -1 b.txt
chmod -R u+rwX . 2>/dev/null
[ $r1 = 0 ] && cmp -s ref.csv a.csv && echo "first same"
[ $r2 = 0 ] && cmp -s ref.csv b.csv && echo "second same"
exit $((r1|r2))
