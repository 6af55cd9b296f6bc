# what: Ctrl-C sent to the kernels only (one SIGINT to each ipykernel, not the build) 0.5 s after they start, in a --rerun build over a good report: within 30 s either a whole new report or a failure naming the interrupted notebook with the last good report kept (no 45 s stall)
# expect-rc: 0
# expect: interrupt ok
desc() { local p; for p in $(pgrep -P "$1"); do echo $p; desc $p; done; }
# a kernel: started (ipykernel_launcher) or forked from the build's kernel factory (a zygote.py process whose parent is the factory)
kernel() { grep -qa ipykernel_launcher /proc/$1/cmdline || { grep -qa zygote.py /proc/$1/cmdline && grep -qa zygote.py /proc/$(cut -d' ' -f4 /proc/$1/stat)/cmdline; }; } 2>/dev/null
timeout 50 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o0.txt 2>&1 || { tail -5 o0.txt; exit 9; }
h0=$(sha256sum out/default/report.html)
"$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
for i in $(seq 1 100); do
  K=$(for p in $(desc $B); do kernel $p && echo $p; done)
  [ -n "$K" ] && break; sleep 0.1
done
sleep 0.5; for k in $K; do kill -INT $k 2>/dev/null; done; echo "SIGINT sent to $(echo $K | wc -w) kernel(s)"; s=$(date +%s)
( sleep 40; kill -KILL $B 2>/dev/null ) & G=$!
wait $B; rc=$?; t=$(( $(date +%s) - s )); kill $G 2>/dev/null; wait $G 2>/dev/null
echo "build rc=$rc, ended $t s after the signal"; tail -6 o.txt
bad=0; grep -q Traceback o.txt && bad=1
[ $t -le 30 ] || { echo "STALLED: $t s after the signal"; bad=1; }
if [ $rc = 0 ]; then grep -q '</html>' out/default/report.html || bad=1
elif [ $rc = 1 ]; then grep -q '\.ipynb' o.txt || bad=1; [ "$(sha256sum out/default/report.html 2>/dev/null)" = "$h0" ] && echo "report kept" || { echo "REPORT CHANGED OR GONE"; bad=1; }
else bad=1; fi
[ $bad = 0 ] && echo "interrupt ok"; exit $bad
