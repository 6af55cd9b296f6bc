# what: specs trainium2 --csv p/s.csv where p is a FIFO (no reader, no writer) in the working folder: must not hang; one line naming p/s.csv, the FIFO left as it was
# expect-rc: 1
# expect: p/s.csv
mkfifo p
timeout 40 "$TR" specs trainium2 --csv p/s.csv > /dev/null; rc=$?
[ -p p ] || echo "p is no longer a FIFO"
exit $rc
