# what: TRAINIUM_REPORT_PINS (a build's internal variable) left set to "", to a folder, to /dev/zero and to a FIFO with no writer, for estimate --csv: no hang; the cache-off numbers, or one line naming TRAINIUM_REPORT_PINS
# expect-rc: 0
# expect: pins ok
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e0.csv > /dev/null 2>&1 || exit 9
mkdir pdir; mkfifo pfifo; bad=0
for v in "" "$W/pdir" /dev/zero "$W/pfifo"; do
  rm -f e.csv
  TRAINIUM_REPORT_PINS="$v" timeout 30 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?
  echo "PINS='$v' rc=$rc: $(head -1 o.txt | cut -c1-110)"
  [ $rc = 124 ] && { echo "HANG with PINS='$v'"; bad=1; continue; }
  grep -q Traceback o.txt && { echo "TRACEBACK"; bad=1; }
  if [ $rc = 0 ]; then cmp -s e.csv e0.csv || { echo "DIFFERENT NUMBERS with PINS='$v'"; bad=1; }
  else grep -q TRAINIUM_REPORT_PINS o.txt && [ $(grep -c . o.txt) -le 2 ] || { echo "failure not naming the variable"; bad=1; }; fi
done
[ $bad = 0 ] && echo "pins ok"; exit $bad
