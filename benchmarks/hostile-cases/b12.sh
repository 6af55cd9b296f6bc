# what: TMPDIR is a regular file (not a folder); model, specs --csv and estimate must work (or say TMPDIR)
# expect-rc: 0
# expect: ok-all
echo junk > tmpfile; export TMPDIR="$W/tmpfile"
"$TR" model llama-3.1-70b > o1.txt 2>&1; r1=$?
"$TR" specs trn2.48xlarge --csv sp.csv > o2.txt 2>&1; r2=$?
"$TR" estimate "$PROJECT/scenarios/default.yaml" > o3.txt 2>&1; r3=$?
tail -n 2 o1.txt o2.txt o3.txt
if [ $r1$r2$r3 = 000 ] && [ -s sp.csv ]; then echo ok-all; exit 0; fi
grep -q TMPDIR o1.txt o2.txt o3.txt && exit 0 || exit 1
