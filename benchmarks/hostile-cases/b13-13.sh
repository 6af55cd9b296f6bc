# what: -p at the end of the line with its value missing (estimate s.yaml -p tokens_per_day; estimate s.yaml -p) and --param=KEY VALUE in the attached "=" form (estimate s.yaml --param=tokens_per_day 4e8): the first two a usage error naming -p (it takes KEY VALUE), non-zero, no traceback; the third either the same table as -p tokens_per_day 4e8 or a usage error naming --param
# expect-rc: 0
# expect: param edges ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p tokens_per_day > o1.txt 2>&1; r1=$?
timeout 55 "$TR" estimate s.yaml -p > o2.txt 2>&1; r2=$?
timeout 55 "$TR" estimate s.yaml -p tokens_per_day 4e8 > ref.txt 2>&1
timeout 55 "$TR" estimate s.yaml --param=tokens_per_day 4e8 > o3.txt 2>&1; r3=$?
echo "rc $r1 $r2 $r3"; tail -1 o1.txt; tail -1 o2.txt; tail -1 o3.txt
bad=0
[ $r1 != 0 ] && grep -q -e '-p\b\|--param' o1.txt || { echo "CHECK FAILED: -p KEY"; bad=1; }
[ $r2 != 0 ] && grep -q -e '-p\b\|--param' o2.txt || { echo "CHECK FAILED: -p alone"; bad=1; }
if [ $r3 = 0 ]; then cmp -s o3.txt ref.txt || { echo "CHECK FAILED: --param= differs"; bad=1; }
else grep -q -e '--param' o3.txt || { echo "CHECK FAILED: --param= refusal"; bad=1; }; fi
[ $bad = 0 ] && echo "param edges ok"
exit $bad
