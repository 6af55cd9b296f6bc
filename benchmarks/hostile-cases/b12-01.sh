# what: Ctrl-C (SIGINT to the whole process group, as a terminal sends it) of `timeout 55 trainium-report model llama-3.1-8b` at 0.1 / 0.2 / 0.35 / 0.6 s, while the package is still loading (timeout forwards the signal, so the CLI gets it twice within a moment, as from a user pressing Ctrl-C twice; focus note since round 62: "a Ctrl-C while the package itself loads ends in one line, exit 130"): each ends with code 130 (or 0 with the whole answer if it had finished), at most one line, no traceback (0.05 s left out: that is Python's own site import, before any project code)
# expect-rc: 0
# (updated: the command now answers in about 0.75 s, so a Ctrl-C at 0.6 s can come while it prints: code 130 is
# right when what it printed is the start of the answer and at most one line more; during the load that is one line)
# expect: early ctrl-c ok
bad=0
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>/dev/null
for t in 0.1 0.2 0.35 0.6; do
  setsid bash -c 'exec timeout 55 "$0" model llama-3.1-8b' "$TR" > o.txt 2>&1 & P=$!
  sleep $t; kill -INT -- -$P 2>/dev/null
  wait $P; r=$?
  if grep -q init_import_site o.txt; then echo "[$t s] too early (Python's own site import, before any project code): not counted"; continue; fi
  n=$(wc -l < o.txt)
  echo "[$t s] rc=$r lines=$n: $(head -c 200 o.txt | tr '\n' '|')"
  if [ $r = 0 ]; then cmp -s o.txt ref.txt || { echo "  rc 0 but answer differs"; bad=1; }
  elif [ $r = 130 ]; then head -n $((n - 1)) ref.txt | cmp -s - <(head -n $((n - 1)) o.txt) || bad=1
  else bad=1; fi
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "early ctrl-c ok"
exit $bad
