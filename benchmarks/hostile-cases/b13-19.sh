# what: the project cache out of inodes (a private mount namespace: a tmpfs with nr_inodes=12 mounted over $PROJECT/.cache, empty): a cold validate, claims --csv and estimate --csv of a new data version: each answers as with the cache off (cache.py: "an unwritable cache is never an error"), one line at most about the cache, no traceback
# expect-rc: 0
# expect: inodes ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-19)/' d/prices.csv
sed "s#^data_dir: null.*#data_dir: $W/d#" "$PROJECT/scenarios/examples/small-volume.yaml" > s.yaml
grep -q '^data_dir' s.yaml || echo "data_dir: $W/d" >> s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" validate d > vref.txt 2>&1
timeout 55 "$TR" claims --data-dir d --csv cref.csv > /dev/null 2>&1
timeout 55 "$TR" estimate s.yaml --csv eref.csv > /dev/null 2>&1
unset TRAINIUM_REPORT_NO_CACHE
cat > inner.sh <<'IN'
mount -t tmpfs -o size=50m,nr_inodes=12 none "$PROJECT/.cache" || exit 7
timeout 55 "$TR" validate d > v.txt 2>&1; echo $? > r1
timeout 55 "$TR" claims --data-dir d --csv c.csv > c.txt 2>&1; echo $? > r2
timeout 55 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1; echo $? > r3
IN
unshare -m --propagation private bash inner.sh; u=$?
echo "unshare $u rc $(cat r1 r2 r3 | tr '\n' ' ')"
bad=0
[ "$(cat r1 r2 r3 | tr -d '\n')" = 000 ] || bad=1
diff <(grep -v -i cache v.txt) vref.txt > /dev/null || { echo "CHECK FAILED: validate"; head -3 v.txt; bad=1; }
cmp -s c.csv cref.csv || { echo "CHECK FAILED: claims"; tail -2 c.txt; bad=1; }
cmp -s e.csv eref.csv || { echo "CHECK FAILED: estimate"; tail -2 e.txt; bad=1; }
cat v.txt c.txt e.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "inodes ok"
exit $bad
