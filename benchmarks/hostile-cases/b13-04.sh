# what: existing CSV exports with unusual modes rewritten under umask 022: e.csv mode 0755 (executable) by estimate --csv, c.csv mode 0604 by claims --csv, s.csv mode 0660 by specs --csv: each keeps its own mode (round 63: "a CSV written over an existing file keeps that file's mode", as a plain open() would), content the whole new table
# expect-rc: 0
# expect: modes ok
umask 022
S="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$S" --csv eref.csv > /dev/null 2>&1
timeout 55 "$TR" claims --csv cref.csv > /dev/null 2>&1
timeout 55 "$TR" specs trainium2 --csv sref.csv > /dev/null 2>&1
echo old > e.csv; chmod 755 e.csv; echo old > c.csv; chmod 604 c.csv; echo old > s.csv; chmod 660 s.csv
timeout 55 "$TR" estimate "$S" --csv e.csv > /dev/null 2>&1; r1=$?
timeout 55 "$TR" claims --csv c.csv > /dev/null 2>&1; r2=$?
timeout 55 "$TR" specs trainium2 --csv s.csv > /dev/null 2>&1; r3=$?
m="$(stat -c %a e.csv) $(stat -c %a c.csv) $(stat -c %a s.csv)"
echo "rc $r1 $r2 $r3 modes $m"
bad=0
[ "$r1$r2$r3" = 000 ] || bad=1
cmp -s e.csv eref.csv && cmp -s c.csv cref.csv && cmp -s s.csv sref.csv || { echo "CHECK FAILED: content"; bad=1; }
[ "$m" = "755 604 660" ] || { echo "CHECK FAILED: modes $m"; bad=1; }
[ $bad = 0 ] && echo "modes ok"
exit $bad
