# what: specs trainium2 --all --csv to a file name of exactly 255 bytes (NAME_MAX, legal): written whole, equal to the same CSV under a short name (a temporary name built by adding to it would be too long)
# expect-rc: 0
# expect: same csv
N=$(printf 'b%.0s' $(seq 251)).csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --all --csv short.csv > a.txt 2>&1 || { cat a.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --all --csv "$N" > o.txt 2>&1; rc=$?; tail -2 o.txt | cut -c1-300
cmp -s short.csv "$N" && echo "same csv"
ls -A | grep -v -x -e a.txt -e o.txt -e short.csv -e "$N" && echo "LEFTOVER above"
exit $rc
