# what: SIGTERM to the build process (not its workers) mid-run over a good report: it ends, its kernels end, the last good report stays
# expect-rc: nonzero
# expect: report kept
# expect-not: Traceback
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
sleep 1.5; kill -TERM $B
( sleep 20; kill -KILL $B 2>/dev/null ) & G=$!
wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
tail -5 o.txt; echo "rc=$rc"
sleep 2; left=$(desc $$ | while read p; do kernel $p && echo $p; done); echo "kernels left: ${left:-none}"
echo "folder holds: $(ls -A out | tr '\n' ' ')"
[ "$(sha256sum out/default/report.html 2>/dev/null)" = "$h0" ] && echo "report kept" || echo "REPORT CHANGED OR GONE"
exit $rc
