# what: SIGKILL (kill -9) to the build process itself (not its kernels) 2 s after its kernels start, in a --rerun build over a good report: its workers and kernels must end too (no orphan), the last good report stays whole, nothing temporary is left in --out, and the next build works (no stale lock blocks it)
# expect-rc: 0
# expect: orphans gone
# expect: report kept
# expect: next build ok
desc() { local p; for p in $(pgrep -P "$1"); do echo $p; desc $p; done; }
# a kernel: started (ipykernel_launcher) or forked from the build's kernel factory (a zygote.py process whose parent is the factory)
kernel() { grep -qa ipykernel_launcher /proc/$1/cmdline || { grep -qa zygote.py /proc/$1/cmdline && grep -qa zygote.py /proc/$(cut -d' ' -f4 /proc/$1/stat)/cmdline; }; } 2>/dev/null
timeout 50 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o0.txt 2>&1 || { tail -5 o0.txt; exit 9; }
h0=$(sha256sum out/default/report.html); ls -A out > before.txt
"$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
for i in $(seq 150); do
  K=$(for p in $(desc $B); do kernel $p && echo $p; done)
  [ -n "$K" ] && break; sleep 0.1
done
[ -n "$K" ] || { echo "no kernel seen"; }
sleep 2; ALL=$(desc $B); kill -KILL $B; wait $B 2>/dev/null
echo "killed the build; it had $(echo $ALL | wc -w) descendant(s)"
left=""; for i in $(seq 20); do left=$(for p in $ALL; do [ -d /proc/$p ] && ! grep -q '^State:.*Z' /proc/$p/status 2>/dev/null && echo $p; done); [ -z "$left" ] && break; sleep 0.5; done
bad=0
if [ -z "$left" ]; then echo "orphans gone"; else echo "ORPHANS STILL RUNNING 10 s later: $(for p in $left; do tr '\0' ' ' < /proc/$p/cmdline | cut -c1-80; echo; done)"; bad=1; fi
[ "$(sha256sum out/default/report.html 2>/dev/null)" = "$h0" ] && grep -q '</html>' out/default/report.html && echo "report kept" || { echo "REPORT CHANGED OR GONE"; bad=1; }
ls -A out > after.txt; diff before.txt after.txt > /dev/null || { echo "out/ holds more after the kill:"; diff before.txt after.txt; }
timeout 45 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o2.txt 2>&1; r2=$?
tail -3 o2.txt
[ $r2 = 0 ] && grep -q '</html>' out/default/report.html && echo "next build ok" || bad=1
ls -A out > after2.txt; diff before.txt after2.txt > /dev/null || { echo "TEMPORARY LEFT IN out/:"; diff before.txt after2.txt; bad=1; }
for p in $left; do kill -KILL $p 2>/dev/null; done
exit $bad
