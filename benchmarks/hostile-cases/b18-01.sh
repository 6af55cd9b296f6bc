# what: shadow modules in the working folder (yaml.py, csv.py, pandas.py, numpy.py, matplotlib.py, trainium_report.py, each printing HIJACKED and exiting 7: a user's scratch files with common names): a console script puts its own bin folder, not the cwd, on sys.path, so validate and estimate small-volume answer exactly as from an empty folder
# expect-rc: 0
# expect: same ok
# expect-not: HIJACKED
SV="$PROJECT/scenarios/examples/small-volume.yaml"
mkdir clean; (cd clean && timeout 55 "$TR" estimate "$SV" > ../ref-e.txt 2>&1)
for m in yaml csv pandas numpy matplotlib trainium_report scipy json; do printf 'print("HIJACKED %s")\nimport os; os._exit(7)\n' $m > $m.py; done
timeout 55 "$TR" validate > v.txt 2>&1; r1=$?
timeout 55 "$TR" estimate "$SV" > e.txt 2>&1; r2=$?
r3=0
cat v.txt | tail -1; grep -h HIJACKED v.txt e.txt
echo "rc $r1 $r2 $r3"
[ $r1 = 0 ] && [ $r2 = 0 ] && [ $r3 = 0 ] && cmp -s e.txt ref-e.txt && echo "same ok" || { echo "CHECK FAILED: answers differ"; exit 1; }
