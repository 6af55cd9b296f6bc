# what: stale lock files in the cache's locks/ (3000 junk .computing and .lock files naming dead or foreign pids, one a FIFO, one a folder) while estimate fills a new dataset version's cache
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b45-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
C="$PROJECT/.cache/locks"; mkdir -p "$C"; tag="b45junk$$"
for i in $(seq 1 1500); do echo 999999 > "$C/calibration-fit-$tag$i.computing"; printf '1\x00\xff' > "$C/$tag$i.lock"; done
mkfifo "$C/dataset-$tag.computing"; mkdir "$C/scenario-$tag.computing"
timeout 40 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
rm -rf "$C"/*"$tag"*
tail -n 3 o.txt; [ $rc = 0 ] || exit $rc
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
cmp e.csv ref.csv && echo "same result"
