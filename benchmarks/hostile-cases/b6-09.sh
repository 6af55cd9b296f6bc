# what: the cache's locks/ folder on a tmpfs with no free inode (nr_inodes=1: no lock file can be made; private mount namespace), then three cold estimates of a new data version at once: none hangs, each gives the cache-off numbers
# expect-rc: 0
# expect: same numbers x3
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b6-09-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
mkdir -p "$PROJECT/.cache/locks"
unshare -m --propagation private bash -c '
mount -t tmpfs -o nr_inodes=1,size=64k tmpfs "$PROJECT/.cache/locks" || exit 7
touch "$PROJECT/.cache/locks/probe" 2>&1 | head -1
for i in 1 2 3; do timeout 50 "$TR" estimate s.yaml --csv g$i.csv > g$i.txt 2>&1 & done; wait
'
n=0; for i in 1 2 3; do tail -1 g$i.txt; cmp -s ref.csv g$i.csv && n=$((n+1)); done
[ $n = 3 ] && echo "same numbers x3"
exit 0
