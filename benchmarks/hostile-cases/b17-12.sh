# what: SIGTERM to the whole process group (kill -TERM -PGID: a container stop or systemd's KillMode=control-group; the process-only form was tested) of estimate small-volume --csv e.csv (cache off) at 0.8 and 2.5 s, e.csv the user's older export: each ends (143, 1 or 0 with the whole file), e.csv the old file or the whole new one, no temporary file, no traceback
# expect-rc: 0
# expect: group term ok
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: reference"; exit 1; }
bad=0
for at in 0.8 2.5; do
  echo old > e.csv
  setsid "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & sp=$!
  sleep $at; kill -TERM -- -$sp 2>/dev/null
  ( sleep 50; kill -KILL -- -$sp 2>/dev/null ) & wd=$!
  wait $sp; rc=$?; kill $wd 2>/dev/null; wait $wd 2>/dev/null
  echo "at $at: rc=$rc $(tail -1 o.txt | cut -c1-100)"
  case $rc in 0|1|143) ;; *) echo "CHECK FAILED: rc $rc"; bad=1;; esac
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $at"; bad=1; }
  [ "$(cat e.csv)" = old ] || cmp -s e.csv ref.csv || { echo "CHECK FAILED: e.csv half at $at"; bad=1; }
  [ $rc = 0 ] && ! cmp -s e.csv ref.csv && { echo "CHECK FAILED: rc 0 without the new file"; bad=1; }
  ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left at $at"; bad=1; rm -f .e.csv.*.tmp; }
done
[ $bad = 0 ] && echo "group term ok"
