# what: path arguments that begin with a dash, given in the forms argparse accepts (specs trainium2 --data-dir=-d --csv=-s.csv, estimate -- -s.yaml --csv=-e.csv): each read/written under that exact name, equal to the same command with plain names
# expect-rc: 0
# expect: specs dash ok
# expect: estimate dash ok
cp -r "$PROJECT/data" ./-d; cp "$PROJECT/scenarios/examples/small-volume.yaml" ./-s.yaml; cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" specs trainium2 --data-dir "$PROJECT/data" --csv s.csv >/dev/null 2>&1; timeout 55 "$TR" estimate s.yaml --csv e.csv > e0.txt 2>&1
bad=0
timeout 55 "$TR" specs trainium2 --data-dir=-d --csv=-s.csv > o2.txt 2>&1; r=$?; tail -1 o2.txt
[ $r = 0 ] && cmp -s s.csv ./-s.csv && echo "specs dash ok" || { echo "specs rc=$r"; tail -3 o2.txt; bad=1; }
timeout 55 "$TR" estimate --csv=-e.csv -- -s.yaml > o3.txt 2>&1; r=$?; tail -1 o3.txt
[ $r = 0 ] && cmp -s e.csv ./-e.csv && echo "estimate dash ok" || { echo "estimate rc=$r"; tail -3 o3.txt; bad=1; }
grep -l Traceback o*.txt && bad=1
exit $bad
