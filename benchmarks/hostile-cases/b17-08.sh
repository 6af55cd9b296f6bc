# what: MPLBACKEND=nosuch (a plain backend name that does not exist; the module:// form was tested) for model llama-3.1-8b and claims: each prints the same answer as without it (neither draws; a note naming MPLBACKEND allowed), or one short line naming MPLBACKEND; no traceback
# expect-rc: 0
# expect: mpl ok
bad=0
for c in "model llama-3.1-8b" claims; do
  timeout 55 "$TR" $c > ref.txt 2>&1
  MPLBACKEND=nosuch timeout 55 "$TR" $c > o.txt 2>&1; rc=$?
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback for $c"; bad=1; }
  if [ $rc = 0 ]; then grep -v MPLBACKEND o.txt | cmp -s ref.txt - || { echo "CHECK FAILED: $c output differs"; diff ref.txt o.txt | head -5; bad=1; }
  else grep -q MPLBACKEND o.txt || { echo "CHECK FAILED: $c rc=$rc without naming MPLBACKEND"; bad=1; }; fi
done
[ $bad = 0 ] && echo "mpl ok"
