# what: PYTHONWARNINGS=error (every warning an exception; the earlier case ran validate/estimate/claims/model/predict, not specs) for specs trainium2 --all --csv s.csv and specs trn2.48xlarge compute --csv t.csv (cache off): stdout and the CSVs byte-identical to runs without it, code 0, no traceback
# expect-rc: 0
# expect: warnings ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" specs trainium2 --all --csv r1.csv > ro1.txt 2>&1; timeout 55 "$TR" specs trn2.48xlarge compute --csv r2.csv > ro2.txt 2>&1
PYTHONWARNINGS=error timeout 55 "$TR" specs trainium2 --all --csv s.csv > o1.txt 2>&1; a=$?
PYTHONWARNINGS=error timeout 55 "$TR" specs trn2.48xlarge compute --csv t.csv > o2.txt 2>&1; b=$?
echo "rc $a $b"
bad=0
[ "$a$b" = 00 ] || { echo "CHECK FAILED: non-zero"; tail -2 o1.txt o2.txt; bad=1; }
cmp -s r1.csv s.csv && cmp -s r2.csv t.csv || { echo "CHECK FAILED: CSV differs"; bad=1; }
diff <(sed 's/r1\.csv/s.csv/' ro1.txt) o1.txt > /dev/null && diff <(sed 's/r2\.csv/t.csv/' ro2.txt) o2.txt > /dev/null || { echo "CHECK FAILED: stdout differs"; diff ro1.txt o1.txt | head -4; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "warnings ok"
exit $bad
