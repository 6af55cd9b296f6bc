# what: a kernel killed with SIGKILL mid-notebook in a --rerun build over a good report: the build fails naming it, the last good report stays
# expect-rc: 1
# expect: kernel
# expect: report kept
desc() { local p; for p in $(pgrep -P "$1"); do echo $p; desc $p; done; }
# a kernel: started (ipykernel_launcher) or forked from the build's kernel factory (a zygote.py process whose parent is the factory)
kernel() { grep -qa ipykernel_launcher /proc/$1/cmdline || { grep -qa zygote.py /proc/$1/cmdline && grep -qa zygote.py /proc/$(cut -d' ' -f4 /proc/$1/stat)/cmdline; }; } 2>/dev/null
timeout 50 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o0.txt 2>&1 || { tail -5 o0.txt; exit 9; }
h0=$(sha256sum out/default/report.html)
"$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
for i in $(seq 1 100); do
  K=$(for p in $(desc $B); do kernel $p && echo $p; done | head -1)
  [ -n "$K" ] && break; sleep 0.2
done
sleep 2; [ -n "$K" ] && kill -KILL $K && echo "signal sent"
wait $B; rc=$?
tail -6 o.txt
[ "$(sha256sum out/default/report.html 2>/dev/null)" = "$h0" ] && echo "report kept" || echo "REPORT CHANGED OR GONE"
exit $rc
