# what: TRAINIUM_REPORT_CACHE_WAITED (a build's internal variable) left set to $W/.build-b1111abc/cache-waits, a name that matches a build's own file, but a symlink to the bystander $OUTSIDE/thesis.tex; a cold estimate of a new data version then waits for a first one that is stopped (SIGSTOP) holding its locks: nothing written through the link (the bystander unchanged), the waiting estimate ends with the cache-off numbers within the time limit
# expect-rc: 0
# expect: waited file safe
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b1111-'"$$$(date +%s%N)"'/' d/prices.csv
printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
mkdir .build-b1111abc; ln -s "$OUTSIDE/thesis.tex" .build-b1111abc/cache-waits
timeout 55 "$TR" estimate s.yaml > first.txt 2>&1 & F=$!
sleep 1.2; pkill -STOP -P $F 2>/dev/null; kill -STOP $F 2>/dev/null
t=$(date +%s)
TRAINIUM_REPORT_CACHE_WAITED="$W/.build-b1111abc/cache-waits" timeout 50 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; r=$?
e=$(( $(date +%s) - t ))
pkill -KILL -P $F 2>/dev/null; kill -KILL $F 2>/dev/null; wait $F 2>/dev/null
echo "rc=$r ${e}s"; tail -3 o.txt
[ "$(cat "$OUTSIDE/thesis.tex")" = "a bystander file" ] || { echo "BYSTANDER CHANGED"; exit 1; }
[ -L .build-b1111abc/cache-waits ] || { echo "link replaced"; exit 1; }
grep -q Traceback o.txt && exit 1
[ $r = 0 ] && cmp -s e.csv ref.csv && echo "waited file safe"
