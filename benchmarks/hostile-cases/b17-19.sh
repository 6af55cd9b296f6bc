# what: build --out through a regular file (--out notes.txt/out: ENOTDIR, a typo for notes/out) --no-pdf --jobs 2 of small-volume: refused at once (within 15 s, before any notebook runs), non-zero, naming notes.txt or --out; notes.txt keeps its bytes; no traceback
# expect-rc: 0
# expect: notdir ok
echo "my notes" > notes.txt
start=$(date +%s)
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet --out notes.txt/out --figures f > o.txt 2>&1; rc=$?
t=$(( $(date +%s) - start )); echo "rc=$rc in $t s: $(tail -2 o.txt | cut -c1-160)"
bad=0
[ $rc != 0 ] || { echo "CHECK FAILED: rc 0"; bad=1; }
[ $t -le 15 ] || { echo "CHECK FAILED: took $t s"; bad=1; }
grep -q -e 'notes.txt' -e '--out' o.txt || { echo "CHECK FAILED: neither notes.txt nor --out named"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ "$(cat notes.txt)" = "my notes" ] || { echo "CHECK FAILED: notes.txt changed"; bad=1; }
[ $bad = 0 ] && echo "notdir ok"
