# what: two writers of one --csv target, one stopped: specs trainium2 --all --csv t.csv stopped (SIGSTOP) 1.5 s in; specs trn2.48xlarge --csv t.csv then runs to the end; the first is continued (SIGCONT) and finishes: t.csv ends whole, equal to one of the two lone runs (never a mix), no temporary file left beside it, no traceback
# expect-rc: 0
# expect: t.csv whole
# expect: no temporary left
export TRAINIUM_REPORT_NO_CACHE=1
mkdir r1 r2 o
timeout 55 "$TR" specs trainium2 --all --csv r1/t.csv > /dev/null 2>&1 & timeout 55 "$TR" specs trn2.48xlarge --csv r2/t.csv > /dev/null 2>&1; wait
( cd o; exec timeout 55 "$TR" specs trainium2 --all --csv t.csv > ../a.txt 2>&1 ) & p=$!
sleep 1.5; c=$(pgrep -P $p); kill -STOP $c
( cd o; timeout 55 "$TR" specs trn2.48xlarge --csv t.csv > ../b.txt 2>&1 ); rb=$?
kill -CONT $c; wait $p; ra=$?
echo "ra=$ra rb=$rb"; ls -A o
if cmp -s o/t.csv r1/t.csv || cmp -s o/t.csv r2/t.csv; then echo "t.csv whole"; else echo "t.csv MIXED/partial"; fi
[ "$(ls -A o)" = "t.csv" ] && echo "no temporary left"
grep -h Traceback a.txt b.txt && exit 1; exit 0
