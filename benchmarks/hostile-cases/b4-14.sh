# what: a storm of harmless signals (SIGWINCH terminal resizes, SIGCHLD, SIGURG, SIGCONT, 300 of them) during a cold estimate --csv (cache off): it completes with the same CSV as an undisturbed run
# expect-rc: 0
# expect: storm survived
export TRAINIUM_REPORT_NO_CACHE=1
S="$PROJECT/scenarios/default.yaml"
timeout 40 "$TR" estimate "$S" --csv ref.csv > /dev/null 2>&1 || exit 9
timeout 40 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1 & P=$!
for i in $(seq 75); do for s in WINCH CHLD URG CONT; do kill -$s $P 2>/dev/null; done; sleep 0.02; done
wait $P; rc=$?; echo "rc=$rc"; tail -2 o.txt
[ $rc = 0 ] && cmp -s e.csv ref.csv && echo "storm survived"
