# what: build --no-pdf --jobs 2 of small-volume into an --out that cannot be made: on a read-only mount (ro/out, a bind mount remounted ro in a private namespace: root cannot write either) and under a regular file (notes.txt/out: ENOTDIR): each refused at once (within 20 s, before any notebook runs), non-zero, one short message naming the folder; nothing built, no traceback
# expect-rc: 0
# expect: out refused ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
mkdir ro; echo notes > notes.txt
bad=0
s=$(date +%s)
timeout 55 unshare -m sh -c 'mount --bind ro ro && mount -o remount,ro,bind ro ro && exec "$0" build "$1" --no-pdf --jobs 2 --out ro/out --figures f1' "$TR" "$SV" > o1.txt 2>&1; r1=$?
t1=$(( $(date +%s) - s )); s=$(date +%s)
timeout 55 "$TR" build "$SV" --no-pdf --jobs 2 --out notes.txt/out --figures f2 > o2.txt 2>&1; r2=$?
t2=$(( $(date +%s) - s ))
echo "ro: rc=$r1 ${t1}s: $(tail -1 o1.txt | cut -c1-160)"; echo "enotdir: rc=$r2 ${t2}s: $(tail -1 o2.txt | cut -c1-160)"
[ $r1 != 0 ] || { echo "CHECK FAILED: ro build rc 0"; bad=1; }
[ $r2 != 0 ] || { echo "CHECK FAILED: enotdir build rc 0"; bad=1; }
[ $t1 -le 20 ] && [ $t2 -le 20 ] || { echo "CHECK FAILED: not refused at once"; bad=1; }
grep -q 'ro/out\|ro' o1.txt || { echo "CHECK FAILED: ro refusal does not name the folder"; bad=1; }
grep -q 'notes.txt' o2.txt || { echo "CHECK FAILED: enotdir refusal does not name notes.txt"; bad=1; }
[ "$(cat notes.txt)" = notes ] || { echo "CHECK FAILED: notes.txt changed"; bad=1; }
[ $(wc -l < o1.txt) -le 4 ] && [ $(wc -l < o2.txt) -le 4 ] || { echo "CHECK FAILED: long messages"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "out refused ok"
exit $bad
