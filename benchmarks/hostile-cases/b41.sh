# what: a kernel stopped with SIGSTOP (never continued) in one build; the build must kill it within ~30 s and fail saying so, and a second build (another --out, new data version) started meanwhile must not stall
# expect-rc: 1
# expect: stopped
# expect: other build ok
desc() { local p; for p in $(pgrep -P "$1"); do echo $p; desc $p; done; }
# a kernel: started (ipykernel_launcher) or forked from the build's kernel factory (a zygote.py process whose parent is the factory)
kernel() { grep -qa ipykernel_launcher /proc/$1/cmdline || { grep -qa zygote.py /proc/$1/cmdline && grep -qa zygote.py /proc/$(cut -d' ' -f4 /proc/$1/stat)/cmdline; }; } 2>/dev/null
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b41-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
"$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
for i in $(seq 1 100); do
  K=$(for p in $(desc $B); do kernel $p && echo $p; done | head -1)
  [ -n "$K" ] && break; sleep 0.2
done
sleep 1.5; [ -n "$K" ] && kill -STOP $K && echo "sent SIGSTOP to $K"
( sleep 52; kill -CONT $K 2>/dev/null; kill -KILL $B 2>/dev/null ) & G=$!
sleep 1; s=$(date +%s)
timeout 40 "$TR" build s.yaml --no-pdf --quiet --out "$W/out2" --figures "$W/fig2" > o2.txt 2>&1; r2=$?; t2=$(( $(date +%s) - s ))
wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
kill -CONT $K 2>/dev/null
tail -n 4 o.txt; echo "--- second build: rc=$r2 in $t2 s"; tail -n 2 o2.txt
[ $r2 = 0 ] && [ $t2 -le 35 ] && echo "other build ok"
exit $rc
