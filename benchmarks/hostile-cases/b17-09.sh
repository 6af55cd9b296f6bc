# what: MPLCONFIGDIR naming a regular file (notes.txt, the user's notes: a slip; libhome: "a value you set is kept", so matplotlib is handed a file as its folder) for model llama-3.1-8b and claims: each answer equals a normal run's (a note naming MPLCONFIGDIR allowed), notes.txt keeps its bytes, no traceback. (First draft used a dangling link into $OUTSIDE; withdrawn: the docs keep a MPLCONFIGDIR the user sets, so matplotlib writing there is the documented behaviour.)
# expect-rc: 0
# expect: file ok
echo "my notes" > notes.txt
bad=0
for c in "model llama-3.1-8b" claims; do
  timeout 55 "$TR" $c > ref.txt 2>&1
  MPLCONFIGDIR="$W/notes.txt" timeout 55 "$TR" $c > o.txt 2>&1; rc=$?
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
  [ $rc = 0 ] && grep -v -i -e MPLCONFIGDIR -e matplotlib -e notes.txt o.txt | cmp -s - ref.txt || { echo "CHECK FAILED: $c rc=$rc or answer differs"; diff ref.txt o.txt | head -5; bad=1; }
done
[ "$(cat notes.txt)" = "my notes" ] || { echo "CHECK FAILED: notes.txt changed"; bad=1; }
[ $bad = 0 ] && echo "file ok"
