# what: validate of a data copy whose prices.csv keeps growing while it is read (another process appending 1 MB of junk rows every 20 ms, up to 400 MB): no hang and no unbounded read; a refusal naming prices.csv (a bad row, or past the size limit) within the time limit, or OK from the bytes first read; no traceback
# expect-rc: 0
# expect: growing file handled
# expect: prices.csv
cp -r "$PROJECT/data" d
"$PY" -c 'import sys; sys.stdout.write("zz-grow,aws,us-east-1,on_demand,hyperscaler_list,system,junk,2026-01-01,nosrc,x,\n" * 12500)' > chunk
( for i in $(seq 400); do cat chunk >> d/prices.csv; sleep 0.02; done ) & J=$!
s=$(date +%s); ( ulimit -v 3000000; TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" validate d > o.txt 2>&1; echo $? > rc.txt ); r=$(cat rc.txt); e=$(( $(date +%s) - s ))
kill $J 2>/dev/null; wait $J 2>/dev/null
echo "rc=$r ${e}s size=$(du -m d/prices.csv | cut -f1) MB lines=$(wc -l < o.txt)"; head -4 o.txt | cut -c1-200
[ $r != 124 ] && ! grep -q -e Traceback -e MemoryError o.txt && { [ $r != 0 ] && grep -q prices.csv o.txt || [ $r = 0 ]; } && echo "growing file handled"
rm -rf d chunk
