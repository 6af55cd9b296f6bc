# what: odd time zones (TZ=Pacific/Kiritimati, UTC+14 where "today" is a day ahead of UTC; TZ=Etc/GMT+12, a day behind; TZ=/etc/passwd, a file that is no zone): validate's "dates after today" rule and its OK line, print exactly what it prints under TZ=UTC (the dataset's dates are days, not instants; no zone may flip a verdict or raise)
# expect-rc: 0
# expect: tz ok
export TRAINIUM_REPORT_NO_CACHE=1
TZ=UTC timeout 55 "$TR" validate > ref-v.txt 2>&1
bad=0
for z in Pacific/Kiritimati Etc/GMT+12 /etc/passwd; do
  TZ=$z timeout 55 "$TR" validate > v.txt 2>&1; r1=$?
  echo "$z: validate rc=$r1"
  cmp -s v.txt ref-v.txt || { echo "CHECK FAILED: validate differs under TZ=$z"; diff ref-v.txt v.txt | head -4; bad=1; }
  grep -q Traceback v.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "tz ok"
exit $bad
