# what: a data copy whose models.csv is given an mtime in 2099 (a clock set ahead when it was saved), run warm (cache on) by model llama-3.1-8b --data-dir d, then edited to the same size with the mtime kept (touch -r: a restore that keeps times) so llama-3.1-8b's layer count changes (32 -> 48): the second answer must show the new count (the cache must not serve the old shape), equal to a cache-off run
# expect-rc: 0
# expect: future ok
cp -r "$PROJECT/data" d
touch -d '2099-01-01 00:00' d/models.csv
timeout 55 "$TR" model llama-3.1-8b --data-dir d > a.txt 2>&1
cp -p d/models.csv saved.csv
"$PY" - <<'P'
import csv
p='d/models.csv'; rows=list(csv.reader(open(p,newline=''))); h=rows[0]
i=h.index('model_id'); 
for k in ('layers','num_layers','num_hidden_layers','n_layers'):
    if k in h: j=h.index(k); break
else: raise SystemExit('CHECK FAILED: no layers column in '+','.join(h))
for r in rows[1:]:
    if r[i]=='llama-3.1-8b': assert r[j]=='32', r[j]; r[j]='48'
csv.writer(open(p,'w',newline=''), lineterminator='\r\n' if open('saved.csv','rb').read().count(b'\r\n') else '\n').writerows(rows)
P
[ $(stat -c %s d/models.csv) = $(stat -c %s saved.csv) ] || echo "note: size changed"
touch -r saved.csv d/models.csv
timeout 55 "$TR" model llama-3.1-8b --data-dir d > b.txt 2>&1; rc=$?
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" model llama-3.1-8b --data-dir d > c.txt 2>&1
echo "rc=$rc"; grep -i layer b.txt | head -2
bad=0
cmp -s b.txt c.txt || { echo "CHECK FAILED: warm answer differs from a cache-off run"; diff b.txt c.txt | head -6; bad=1; }
grep -q 48 c.txt || { echo "CHECK FAILED: cache-off run does not show 48 layers"; bad=1; }
[ $bad = 0 ] && [ $rc = 0 ] && echo "future ok"
exit $bad
