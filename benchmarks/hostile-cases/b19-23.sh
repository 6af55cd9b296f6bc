# what: model given a Hugging Face config.json whose path starts with a dash and holds spaces and unicode ('-my cönfig x.json', after the end-of-options marker: model -- '-my cönfig x.json'; and './-my cönfig x.json'): help says model takes "a path to a config.json", so both give the same shape as the shipped llama-3.1-8b config under its own name (lines naming the file aside), no traceback (fixed after the run: the case's own cp took the name as an option)
# expect-rc: 0
# expect: cfg ok
CF="$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
cp "$CF" orig.json; cp "$CF" ./'-my cönfig x.json'
timeout 55 "$TR" model orig.json > m0.txt 2>&1; r0=$?
timeout 55 "$TR" model -- '-my cönfig x.json' > m1.txt 2>&1; r1=$?
timeout 55 "$TR" model './-my cönfig x.json' > m2.txt 2>&1; r2=$?
echo "rc $r0 $r1 $r2"; tail -2 m1.txt
bad=0
[ $r0 = 0 ] && [ $r1 = 0 ] && [ $r2 = 0 ] || { echo "CHECK FAILED: rc $r0 $r1 $r2"; tail -3 m1.txt m2.txt; bad=1; }
for x in m1 m2; do diff <(grep -v 'json' m0.txt) <(grep -v 'json' $x.txt) > /dev/null || { echo "CHECK FAILED: $x shape differs"; diff m0.txt $x.txt | head -4; bad=1; }; done
cat m1.txt m2.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "cfg ok"
exit $bad
