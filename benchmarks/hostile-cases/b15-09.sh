# what: the --csv target on a read-only mount (a bind mount remounted ro in a private namespace: root cannot write there either) holding the user's older e.csv, for estimate small-volume --csv ro/e.csv: non-zero, a short error naming e.csv (read-only file system), the old e.csv unchanged, no traceback
# expect-rc: 0
# expect: rofs ok
mkdir ro; echo "old export" > ro/e.csv
cat > inner.sh <<'IN'
mount --bind ro ro && mount -o remount,ro,bind ro || exit 7
timeout 55 "$TR" estimate "$PROJECT/scenarios/examples/small-volume.yaml" --csv ro/e.csv > o.txt 2>&1; echo $? > rc.txt
umount ro
IN
unshare -m bash inner.sh
rc=$(cat rc.txt); echo "rc=$rc"; tail -3 o.txt | cut -c1-200
bad=0
[ "$rc" = 0 ] && { echo "CHECK FAILED: rc 0 on a read-only mount"; bad=1; }
grep -q 'e.csv' o.txt || { echo "CHECK FAILED: e.csv not named"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ "$(cat ro/e.csv)" = "old export" ] || { echo "CHECK FAILED: e.csv changed"; bad=1; }
[ $bad = 0 ] && echo "rofs ok"
exit $bad
