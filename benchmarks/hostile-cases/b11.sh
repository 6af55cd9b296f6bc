# what: TMPDIR names a folder that does not exist; estimate --csv and claims --csv must still work (or name TMPDIR)
# expect-rc: 0
# expect: ok-both
export TMPDIR="$W/no/such/dir"
"$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o1.txt 2>&1; r1=$?
"$TR" claims --csv c.csv > o2.txt 2>&1; r2=$?
tail -n 2 o1.txt o2.txt
if [ $r1 = 0 ] && [ $r2 = 0 ] && [ -s e.csv ] && [ -s c.csv ]; then echo ok-both; exit 0; fi
grep -q TMPDIR o1.txt o2.txt && exit 0 || exit 1
