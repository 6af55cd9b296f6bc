# what: SIGINT (Ctrl-C) delivered to a cold estimate --csv e.csv (cache off) while it is stopped (SIGSTOP 1.5 s in, SIGINT, then SIGCONT 2 s later): on continuing it ends with code 130 and one short line, no traceback, no e.csv and no temporary file left (README: Ctrl-C ends a command with one line, code 130)
# expect-rc: 0
# expect: stopped ctrl-c ok
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1 & P=$!
sleep 1.5
T=$(pgrep -P $P | head -1); [ -n "$T" ] || T=$P
kill -STOP $T; sleep 0.3; kill -INT $T; sleep 2; kill -CONT $T
wait $P; r=$?
echo "rc=$r"; cat o.txt | tail -3
bad=0
[ $r = 130 ] || [ $r = 0 ] || bad=1
grep -q Traceback o.txt && bad=1
if [ $r = 130 ]; then [ -e e.csv ] && { echo "e.csv left"; bad=1; }; [ $(wc -l < o.txt) -le 2 ] || bad=1; fi
ls -a | grep -E '^\.|tmp' | grep -v -e '^\.$' -e '^\.\.$' && bad=1
[ $bad = 0 ] && echo "stopped ctrl-c ok"
exit $bad
