# what: SIGTERM to the build's worker processes only (its direct children, where each section's PDF is laid out; not the build, not the kernels) 12 s into a PDF build of small-volume into a new --out: the build ends non-zero naming the failure in a line or two (or completes whole), no half-published report (report.html without report.pdf), no process left, no traceback
# expect-rc: 0
# expect: acceptable
# expect-not: verdict-bad
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --out out --figures figs --quiet > o.txt 2>&1 & T=$!
sleep 1; B=$(pgrep -P $T | head -1)
sleep 11; kids=$(pgrep -P "$B" -f trainium-report | tr '\n' ' '); echo "workers: $kids"
[ -n "$kids" ] && kill -TERM $kids
wait $T; rc=$?; echo "rc=$rc"; tail -5 o.txt
sleep 2; left=$(pgrep -f "ipykernel|kernel_stub|$W" | grep -v "^$$\$" | tr '\n' ' '); echo "left: $left"
ls out/small-volume 2>/dev/null | tr '\n' ' '; echo
if [ $rc = 0 ] && [ -s out/small-volume/report.html ] && [ -s out/small-volume/report.pdf ]; then echo "acceptable: whole report"
elif [ $rc != 0 ] && [ $rc != 124 ] && [ ! -e out/small-volume/report.html ] && [ "$(grep -vc '^\s*$' o.txt)" -le 4 ]; then echo "acceptable: failed cleanly"
else echo "verdict-bad"; fi
