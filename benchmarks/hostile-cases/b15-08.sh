# what: a full small disk (a 16 KB tmpfs in a private mount namespace, holding the user's older export c.csv, about 100 B) for claims --csv small/c.csv (the audit is about 100 KB: ENOSPC on write): non-zero, a short error naming c.csv (and the full disk), the older export kept intact, no temporary file left on the small disk, no traceback
# expect-rc: 0
# expect: enospc ok
mkdir small
cat > inner.sh <<'IN'
mount -t tmpfs -o size=16k tmpfs small || exit 7
echo "old export" > small/c.csv
timeout 55 "$TR" claims --csv small/c.csv > o.txt 2>&1; echo $? > rc.txt
cat small/c.csv > after.txt; ls -A small > left.txt
umount small
IN
unshare -m bash inner.sh
rc=$(cat rc.txt); echo "rc=$rc"; tail -3 o.txt | cut -c1-200
bad=0
[ "$rc" = 0 ] && { echo "CHECK FAILED: rc 0 on a full disk"; bad=1; }
grep -q 'c.csv' o.txt || { echo "CHECK FAILED: c.csv not named"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ "$(cat after.txt)" = "old export" ] || { echo "CHECK FAILED: old export lost: $(head -c 80 after.txt)"; bad=1; }
[ "$(cat left.txt)" = "c.csv" ] || { echo "CHECK FAILED: left on disk: $(cat left.txt | tr '\n' ' ')"; bad=1; }
[ $bad = 0 ] && echo "enospc ok"
exit $bad
