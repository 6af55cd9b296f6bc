# what: SIGTERM (not SIGKILL) to a busy kernel (one that has used CPU) of a --rerun build with -p tokens_per_day 3e9 over a good report: the build fails naming the kernel/notebook and keeps the last good report whole (or, had the kernel been a spare, builds a whole new report); no orphan, nothing temporary in --out
# expect-rc: 0
# expect: kernel term handled
desc() { local p; for p in $(pgrep -P "$1"); do echo $p; desc $p; done; }
# a kernel: started (ipykernel_launcher) or forked from the build's kernel factory (a zygote.py process whose parent is the factory)
kernel() { grep -qa ipykernel_launcher /proc/$1/cmdline || { grep -qa zygote.py /proc/$1/cmdline && grep -qa zygote.py /proc/$(cut -d' ' -f4 /proc/$1/stat)/cmdline; }; } 2>/dev/null
timeout 50 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o0.txt 2>&1 || { tail -5 o0.txt; exit 9; }
h0=$(sha256sum < out/default/report.html); ls -A out > before.txt
"$TR" build --no-pdf --quiet --rerun -p tokens_per_day 3e9 --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
K=""
for i in $(seq 200); do
  for p in $(desc $B); do
    kernel $p || continue
    ut=$(awk '{print $14+$15}' /proc/$p/stat 2>/dev/null); [ "${ut:-0}" -ge 60 ] && { K=$p; break; }
  done
  [ -n "$K" ] && break; sleep 0.1
done
[ -n "$K" ] && { kill -TERM $K; echo "sent SIGTERM to a busy kernel"; } || echo "no busy kernel seen"
ALL=$(desc $B)
( sleep 45; kill -KILL $B 2>/dev/null ) & G=$!; wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
echo "build rc=$rc"; grep -v '^\s*$' o.txt | tail -4
bad=0
if [ $rc = 0 ]; then
  grep -q '</html>' out/default/report.html && [ "$(sha256sum < out/default/report.html)" != "$h0" ] && echo "built a whole new report" || { echo "BUILT BUT REPORT NOT WHOLE OR NOT NEW"; bad=1; }
else
  [ "$(sha256sum < out/default/report.html)" = "$h0" ] && echo "report kept" || { echo "REPORT CHANGED OR GONE"; bad=1; }
  grep -qiE 'kernel|ipynb|notebook' o.txt || { echo "FAILURE DOES NOT NAME THE KERNEL OR NOTEBOOK"; bad=1; }
  grep -q Traceback o.txt && { echo "TRACEBACK"; bad=1; }
fi
sleep 2; left=$(for p in $ALL; do [ -d /proc/$p ] && ! grep -q '^State:.*Z' /proc/$p/status 2>/dev/null && echo $p; done)
[ -z "$left" ] || { echo "ORPHANS: $left"; for p in $left; do kill -KILL $p; done; bad=1; }
ls -A out | grep -vx _failed > after.txt; diff before.txt after.txt > /dev/null || { echo "out/ changed listing:"; diff before.txt after.txt; bad=1; }
[ $bad = 0 ] && echo "kernel term handled"; exit $bad
