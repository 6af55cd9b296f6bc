# what: a German locale (LC_ALL=de_DE.UTF-8 and LC_NUMERIC=fr_FR.UTF-8: a decimal comma; installed or not) for estimate --csv and specs trn2.48xlarge --csv: each CSV equals the C.UTF-8 run's byte for byte (numbers with a point, never a comma), no traceback
# expect-rc: 0
# expect: locale ok
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
LC_ALL=C.UTF-8 timeout 55 "$TR" estimate s.yaml --csv e0.csv > /dev/null 2>&1
LC_ALL=C.UTF-8 timeout 55 "$TR" specs trn2.48xlarge --csv p0.csv > /dev/null 2>&1
LC_ALL=de_DE.UTF-8 timeout 55 "$TR" estimate s.yaml --csv e1.csv > o1.txt 2>&1; r1=$?
LANG=de_DE.UTF-8 LC_NUMERIC=fr_FR.UTF-8 timeout 55 "$TR" specs trn2.48xlarge --csv p1.csv > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"
bad=0
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
cmp -s e0.csv e1.csv || { echo "CHECK FAILED: estimate CSV differs"; bad=1; }
cmp -s p0.csv p1.csv || { echo "CHECK FAILED: specs CSV differs"; bad=1; }
[ $bad = 0 ] && echo "locale ok"
