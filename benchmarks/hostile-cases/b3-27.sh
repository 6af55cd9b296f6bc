# what: claims --csv out.csv and specs trainium2 --all --csv out.csv (cache off) started together onto the same file: it ends whole, equal to one of the two lone runs, no temporary file beside it
# expect-rc: 0
# expect: whole
export TRAINIUM_REPORT_NO_CACHE=1
timeout 30 "$TR" claims --csv c0.csv > /dev/null 2>&1; timeout 30 "$TR" specs trainium2 --all --csv s0.csv > /dev/null 2>&1
mkdir t
( cd t; timeout 40 "$TR" claims --csv out.csv > ../o1.txt 2>&1 ) & A=$!
( cd t; timeout 40 "$TR" specs trainium2 --all --csv out.csv > ../o2.txt 2>&1 ) & B=$!
wait $A; wait $B
ls -A t | grep -v '^out.csv$' | sed 's/^/left: /'
{ cmp -s t/out.csv c0.csv || cmp -s t/out.csv s0.csv; } && [ "$(ls -A t)" = out.csv ] && echo whole
