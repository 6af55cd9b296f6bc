# what: validate d, claims --data-dir d, specs trn2.48xlarge --data-dir d and model llama-3.1-8b --data-dir d started together on a new data version (a copy with one source note changed, so all four build its cache entries at once): each ends 0 with the same output as a lone cache-off run, no traceback, no hang
# expect-rc: 0
# expect: together ok
cp -r "$PROJECT/data" d
"$PY" -c "
import csv
p='d/sources.csv'; r=list(csv.reader(open(p,newline='')))
r[2][-1]=r[2][-1]+' b15-19'
csv.writer(open(p,'w',newline='')).writerows(r)"
cmds=("validate d" "claims --data-dir d" "specs trn2.48xlarge --data-dir d" "model llama-3.1-8b --data-dir d")
for i in 0 1 2 3; do TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" ${cmds[$i]} > ref$i.txt 2>&1; done
for i in 0 1 2 3; do timeout 55 "$TR" ${cmds[$i]} > out$i.txt 2>&1 & done
wait
bad=0
for i in 0 1 2 3; do
  grep -v -i cache ref$i.txt > a; grep -v -i cache out$i.txt > b
  cmp -s a b || { echo "CHECK FAILED: ${cmds[$i]} differs"; diff a b | head -4; bad=1; }
done
grep -l Traceback out*.txt && bad=1
[ $bad = 0 ] && echo "together ok"
exit $bad
