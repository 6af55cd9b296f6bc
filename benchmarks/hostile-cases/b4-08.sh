# what: TRAINIUM_REPORT_CACHE_WAITED (a build's internal variable) left in the environment, naming the bystander file $OUTSIDE/thesis.tex, while two cold estimates of a new data version run at once (one waits for the other): the bystander file must not be written
# expect-rc: 0
# expect: both estimates equal
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-08-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
export TRAINIUM_REPORT_CACHE_WAITED="$OUTSIDE/thesis.tex"
timeout 40 "$TR" estimate s.yaml --csv a1.csv > o1.txt 2>&1 & P1=$!
sleep 0.3
timeout 40 "$TR" estimate s.yaml --csv a2.csv > o2.txt 2>&1 & P2=$!
wait $P1; r1=$?; wait $P2; r2=$?
echo "rc $r1 $r2"; tail -2 o1.txt o2.txt
cat "$OUTSIDE/thesis.tex"
[ $r1 = 0 ] && [ $r2 = 0 ] && cmp -s a1.csv ref.csv && cmp -s a2.csv ref.csv && echo "both estimates equal"
