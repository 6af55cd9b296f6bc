# what: the project cache .cache itself marked immutable (chattr +i: root cannot create, rename or delete in it, yet os.access says writable), then a cold validate of a new data version, model and estimate --csv: each gives the cache-off answer (README/cache.py: "a missing, unreadable or unwritable cache is never an error"); .cache unchanged
# expect-rc: 0
# expect: validate same
# expect: model same
# expect: estimate same
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-22-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" validate d > v-ref.txt 2>&1 || exit 9
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" model llama-3.1-8b > m-ref.txt 2>&1 || exit 9
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv e-ref.csv > /dev/null 2>&1 || exit 9
C="$PROJECT/.cache"; mkdir -p "$C"; chattr +i "$C" || { echo "no chattr"; exit 9; }; trap 'chattr -i "$C"' EXIT
timeout 50 "$TR" validate d > v.txt 2>&1; r1=$?; head -2 v.txt
timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; r2=$?; grep -v '^  ' m.txt | head -2
timeout 50 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1; r3=$?; tail -1 e.txt
[ $r1 = 0 ] && diff <(grep -v '^note:' v-ref.txt) <(grep -v '^note:' v.txt) >/dev/null && echo "validate same"
[ $r2 = 0 ] && diff <(grep -v '^note:' m-ref.txt) <(grep -v '^note:' m.txt) >/dev/null && echo "model same"
[ $r3 = 0 ] && cmp -s e-ref.csv e.csv && echo "estimate same"
exit $((r1|r2|r3))
