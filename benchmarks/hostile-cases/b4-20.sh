# what: the ASCII C locale with UTF-8 mode forced off (PYTHONUTF8=0 LC_ALL=C LANG=C, so open() defaults to ASCII): validate, claims --csv, specs trainium2 --all --csv and estimate --csv (cache off) work and write the same bytes as under C.UTF-8 (the data holds non-ASCII text)
# expect-rc: 0
# expect: ascii locale ok
export TRAINIUM_REPORT_NO_CACHE=1; S="$PROJECT/scenarios/default.yaml"
grep -qP '[^\x00-\x7f]' "$PROJECT"/data/*.csv && echo "data holds non-ASCII text"
mkdir ref
LC_ALL=C.UTF-8 timeout 40 "$TR" claims --csv ref/c.csv > /dev/null 2>&1
LC_ALL=C.UTF-8 timeout 40 "$TR" specs trainium2 --all --csv ref/s.csv > /dev/null 2>&1
LC_ALL=C.UTF-8 timeout 40 "$TR" estimate "$S" --csv ref/e.csv > /dev/null 2>&1
export PYTHONUTF8=0 LC_ALL=C LANG=C; unset PYTHONIOENCODING
bad=0
timeout 40 "$TR" validate > v.txt 2>&1 || { echo "validate failed:"; tail -3 v.txt; bad=1; }
timeout 40 "$TR" claims --csv c.csv > o.txt 2>&1 || { echo "claims failed:"; tail -3 o.txt; bad=1; }
timeout 40 "$TR" specs trainium2 --all --csv s.csv > o.txt 2>&1 || { echo "specs failed:"; tail -3 o.txt; bad=1; }
timeout 40 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1 || { echo "estimate failed:"; tail -3 o.txt; bad=1; }
for f in c s e; do cmp -s $f.csv ref/$f.csv || { echo "$f.csv DIFFERS"; bad=1; }; done
grep -l Traceback *.txt && bad=1
[ $bad = 0 ] && echo "ascii locale ok"; exit $bad
