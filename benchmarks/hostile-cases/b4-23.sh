# what: the working folder a read-only tmpfs (mount -o ro): estimate of an absolute scenario path works; estimate --csv e.csv (a relative path in that folder) fails in one line naming e.csv and the read-only file system
# expect-rc: nonzero
# expect: e.csv
# expect: ead-only
mkdir ro; mount -t tmpfs -o size=100k,ro tmpfs ro 2>/dev/null || { echo "cannot mount (not root?)"; exit 9; }
cd ro
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" > "$W/o1.txt" 2>&1; r1=$?
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > "$W/o2.txt" 2>&1; r2=$?
cd "$W"; umount ro
echo "plain estimate rc=$r1"; [ $r1 = 0 ] || { tail -3 o1.txt; exit 9; }
cat o2.txt | tail -3; [ $(grep -c . o2.txt) -gt 3 ] && echo "MORE THAN A FEW LINES: $(grep -c . o2.txt)"
exit $r2
