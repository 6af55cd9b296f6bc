# what: validate --csv x.csv and claims --all (flags other subcommands take, not these: validate --help lists only data_dir; claims --help only --csv/--data-dir): each a usage error naming the flag, a non-zero code (the project maps usage errors to 1), no x.csv made
# expect-rc: 0
# expect: refused both
timeout 55 "$TR" validate --csv x.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" claims --all > o2.txt 2>&1; r2=$?
cat o1.txt o2.txt | tail -4
bad=0
[ $r1 != 0 ] && grep -q -- '--csv' o1.txt || { echo "validate rc=$r1"; bad=1; }
[ $r2 != 0 ] && grep -q -- '--all' o2.txt || { echo "claims rc=$r2"; bad=1; }
[ -e x.csv ] && { echo "x.csv made"; bad=1; }
grep -h Traceback o*.txt && bad=1
[ $bad = 0 ] && echo "refused both"
exit $bad
