# what: a data CSV (prices.csv, a valid new price) saved while the build runs its notebooks: the build fails naming the file
# expect-rc: 1
# expect: prices.csv
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b43-'"$$"'/' d/prices.csv
printf 'data_dir: d\n' > s.yaml
desc() { local p; for p in $(pgrep -P "$1"); do echo $p; desc $p; done; }
# a kernel: started (ipykernel_launcher) or forked from the build's kernel factory (a zygote.py process whose parent is the factory)
kernel() { grep -qa ipykernel_launcher /proc/$1/cmdline || { grep -qa zygote.py /proc/$1/cmdline && grep -qa zygote.py /proc/$(cut -d' ' -f4 /proc/$1/stat)/cmdline; }; } 2>/dev/null
"$TR" build s.yaml --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
for i in $(seq 1 150); do
  K=$(for p in $(desc $B); do kernel $p && echo $p; done | head -1)
  [ -n "$K" ] && break; sleep 0.2
done
sleep 0.5; sed -i '2s/,0\.228,/,0.231,/' d/prices.csv; echo "edited prices.csv"
( sleep 55; kill -KILL $B 2>/dev/null ) & G=$!
wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
tail -6 o.txt; ls out 2>/dev/null
[ -e out/s/report.html ] && [ $rc = 0 ] && echo "PUBLISHED a report from a file that changed under it"
exit $rc
