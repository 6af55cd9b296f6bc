# what: SIGHUP (terminal closed, no nohup) to the build's whole process group 6 s into a small-volume build (--no-pdf --jobs 2 --rerun, so its kernels are running; -p title new) into a new --out: it ends within 30 s, its kernels end, and out/ holds no half-published report (no report, or a whole one)
# expect-rc: 0
# expect: ended
# expect: no half report
cat > run.sh <<'IN'
exec timeout 58 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet --rerun -p title "b9-29 hup $$" --out out --figures fig
IN
setsid bash run.sh > b.txt 2>&1 & P=$!
sleep 6; G=$(ps -o pgid= -p $P | tr -d ' '); [ -n "$G" ] && kill -HUP -- -$G 2>/dev/null
for i in $(seq 30); do kill -0 $P 2>/dev/null || break; sleep 1; done
kill -0 $P 2>/dev/null && { echo "STILL RUNNING after 30 s"; kill -KILL -- -$G; } || echo "ended"
wait $P; rc=$?; echo "rc=$rc"; tail -3 b.txt; [ $rc = 0 ] && echo "NOTE: the build finished before the hangup (not a test of it)"
grep -q -e Traceback b.txt && echo TRACEBACK
if [ -e out/small-volume/report.html ]; then "$PY" -c 'import json,sys; json.load(open(sys.argv[1])); print("no half report")' out/small-volume/summary.json; else ls out/small-volume 2>/dev/null | head; [ -z "$(ls -A out/small-volume 2>/dev/null)" ] && echo "no half report"; fi
