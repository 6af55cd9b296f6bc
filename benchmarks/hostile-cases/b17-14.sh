# what: a cold estimate (cache on, its dataset and scenario entries deleted) stopped with SIGSTOP 1.2 s in (it may hold a cache lock) and then killed with SIGKILL while stopped (an OOM killer reaping a suspended job): a second estimate afterwards finishes within 55 s with the table of a cache-off run (a dead holder's lock is not waited on)
# expect-rc: 0
# expect: stale ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: ref"; exit 1; }
rm -rf "$PROJECT"/.cache/dataset/* "$PROJECT"/.cache/scenario/* "$PROJECT"/.cache/calibration* 2>/dev/null
"$TR" estimate s.yaml > /dev/null 2>&1 & sp=$!
sleep 1.2; kill -STOP $sp; sleep 0.5; kill -KILL $sp; wait $sp 2>/dev/null
start=$(date +%s)
timeout 55 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
echo "rc=$rc after $(( $(date +%s) - start )) s"
[ $rc = 0 ] || { echo "CHECK FAILED: rc $rc"; tail -3 o.txt; exit 1; }
cmp -s e.csv ref.csv || { echo "CHECK FAILED: table differs from the cache-off run"; exit 1; }
echo "stale ok"
