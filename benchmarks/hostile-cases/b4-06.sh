# what: the scenario cache entries of two scenarios on the same new data version (tokens_per_day 1e9 and 5e9) swapped file for file (each under the other's name): each estimate must give its own cache-off numbers
# expect-rc: 0
# expect: swapped entries refused
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-06-'"$$"'/' d/prices.csv
printf 'data_dir: d\ntokens_per_day: 1.0e+9\n' > s1.yaml; printf 'data_dir: d\ntokens_per_day: 5.0e+9\n' > s5.yaml
touch m0; sleep 1.1
timeout 40 "$TR" estimate s1.yaml > /dev/null 2>&1 || exit 9
touch m1; sleep 1.1
timeout 40 "$TR" estimate s5.yaml > /dev/null 2>&1 || exit 9
A=$(find "$PROJECT/.cache/scenario" -type f -name '*.pickle' -newer m1 | head -1)
B=$(find "$PROJECT/.cache/scenario" -type f -name '*.pickle' -newer m0 ! -newer m1 | head -1)
[ -n "$A" ] && [ -n "$B" ] && [ "$A" != "$B" ] || { echo "entries not found"; exit 9; }
cp "$A" tmpA; cp "$B" "$A"; cp tmpA "$B"; echo "swapped two scenario entries"
for s in s1 s5; do TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate $s.yaml --csv ref-$s.csv > /dev/null 2>&1; done
ok=1; for s in s1 s5; do timeout 40 "$TR" estimate $s.yaml --csv $s.csv > o.txt 2>&1 || tail -2 o.txt; cmp -s $s.csv ref-$s.csv || { echo "$s.yaml GAVE OTHER NUMBERS"; ok=0; }; done
[ $ok = 1 ] && echo "swapped entries refused"
