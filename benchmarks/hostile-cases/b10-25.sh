# what: a storm of signals whose default action is to ignore or continue (SIGWINCH from a resized terminal, SIGCHLD, SIGURG, SIGCONT; every 5 ms) sent to a cold estimate --csv (cache off): it must not be disturbed (interrupted system calls retried): code 0, the same CSV as an undisturbed run, no traceback
# expect-rc: 0
# expect: storm same
export TRAINIUM_REPORT_NO_CACHE=1; S="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$S" --csv ref.csv > ref.txt 2>&1
timeout 55 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1 & p=$!
sleep 0.3; c=$(pgrep -P $p)
while kill -0 $c 2>/dev/null; do for s in WINCH CHLD URG CONT; do kill -$s $c 2>/dev/null; done; sleep 0.005; done
wait $p; r=$?; echo "rc=$r"; tail -2 o.txt
[ $r = 0 ] && cmp -s e.csv ref.csv && ! grep -q Traceback o.txt && echo "storm same"
