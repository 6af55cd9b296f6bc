# what: Ctrl-C (SIGINT to the whole process group, kernels included) mid-build over a good report
# expect-rc: 130
# expect: interrupted
# expect: report kept
set -m
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
sleep 2; kill -INT -- -$B
( sleep 20; kill -KILL -- -$B 2>/dev/null ) & G=$!
wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
tail -5 o.txt; echo "lines: $(wc -l < o.txt)"
[ "$(sha256sum out/default/report.html 2>/dev/null)" = "$h0" ] && echo "report kept" || echo "REPORT CHANGED OR GONE"
exit $rc
