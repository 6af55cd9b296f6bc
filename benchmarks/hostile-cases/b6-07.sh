# what: the project cache (.cache/) on a full 256 KB tmpfs (a private mount namespace, filled to the last byte by another file), then a cold validate, claims and estimate of a new data version: the cache-off answers, no error about the cache
# expect-rc: 0
# expect: same answers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b6-07-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" validate d > vref.txt 2>&1
unshare -m --propagation private bash -c '
mount -t tmpfs -o size=256k tmpfs "$PROJECT/.cache" || exit 7
mkdir -p "$PROJECT/.cache/dataset" "$PROJECT/.cache/locks"
dd if=/dev/zero of="$PROJECT/.cache/filler" bs=4k 2>/dev/null; df -k "$PROJECT/.cache" | tail -1
timeout 50 "$TR" validate d > v.txt 2>&1; echo "validate rc=$?"
timeout 50 "$TR" claims --data-dir d > c.txt 2>&1; echo "claims rc=$?"
timeout 50 "$TR" estimate s.yaml --csv got.csv > e.txt 2>&1; echo "estimate rc=$?"
'
tail -2 v.txt; tail -1 c.txt; tail -2 e.txt
cmp -s vref.txt v.txt && cmp -s ref.csv got.csv && cmp -s <(grep -v ^wrote ref.txt) <(grep -v ^wrote e.txt) && echo "same answers"
exit 0
