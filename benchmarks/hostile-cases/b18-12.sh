# what: build --notebooks at its edges (help: "notebook folder"): an empty folder, a regular file, and the bystander folder $OUTSIDE/notes (no notebooks there): each refused quickly (under 20 s, before any kernel runs) non-zero naming --notebooks or the folder, no --out folder made, nothing written into $OUTSIDE, no traceback, no process left
# expect-rc: 0
# expect: notebooks refused ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
mkdir empty; echo junk > nb.txt
bad=0; n=0
for nb in empty nb.txt "$OUTSIDE/notes"; do
  n=$((n+1)); s=$(date +%s)
  timeout 55 "$TR" build "$SV" --no-pdf --jobs 2 --quiet --notebooks "$nb" --out out$n --figures fig$n > o$n.txt 2>&1; rc=$?
  d=$(( $(date +%s) - s )); echo "--notebooks $nb rc=$rc ${d}s: $(tail -1 o$n.txt | cut -c1-160)"
  [ $rc != 0 ] || { echo "CHECK FAILED: accepted"; bad=1; }
  grep -qE -- "--notebooks|$(basename "$nb")" o$n.txt || { echo "CHECK FAILED: does not name --notebooks/$nb"; bad=1; }
  [ $d -le 20 ] || { echo "CHECK FAILED: took ${d}s"; bad=1; }
  [ -e out$n ] && { echo "CHECK FAILED: out$n made"; bad=1; }
  grep -q Traceback o$n.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "notebooks refused ok"; exit $bad
