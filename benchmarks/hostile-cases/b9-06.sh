# what: claims --csv to a 256-byte file name (one past NAME_MAX): a one-line error naming the file (name too long), no traceback, nothing written
# expect-rc: nonzero
# expect: name of 256 bytes
# expect-not: Traceback
N=$(printf 'a%.0s' $(seq 252)).csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --csv "$N" > o.txt 2>&1; rc=$?; tail -3 o.txt | cut -c1-400
ls -A | grep -v -x o.txt && echo "LEFTOVER above"
exit $rc
