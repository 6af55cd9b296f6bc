# what: PYTHONOPTIMIZE=2 (python -OO: asserts and docstrings stripped, a packager's setting) for estimate of a scenario with tokens_per_day: -5 and validate of a data copy with a negative usd_per_hour: checks must not rest on assert, so each still refused naming the key (tokens_per_day; prices.csv and usd_per_hour), non-zero, no traceback (argparse help built from docstrings must not crash either)
# expect-rc: 0
# expect: optimize ok
export PYTHONOPTIMIZE=2
cp "$PROJECT/scenarios/default.yaml" s.yaml; sed -i 's/^tokens_per_day: 1.0e+9 /tokens_per_day: -5 /' s.yaml
cp -r "$PROJECT/data" d
"$PY" -c "
p='d/prices.csv'; l=open(p).read().split('\n'); f=l[1].split(','); f[6]='-'+f[6]; l[1]=','.join(f); open(p,'w').write('\n'.join(l))"
timeout 55 "$TR" estimate s.yaml > o1.txt 2>&1; r1=$?
timeout 55 "$TR" validate d > o2.txt 2>&1; r2=$?
timeout 55 "$TR" --help > o3.txt 2>&1; r3=$?
echo "rc $r1 $r2 $r3"; tail -1 o1.txt; tail -2 o2.txt; bad=0
[ $r1 != 0 ] && grep -q tokens_per_day o1.txt || { echo "CHECK FAILED: estimate"; bad=1; }
[ $r2 != 0 ] && grep -q usd_per_hour o2.txt && grep -q prices.csv o2.txt || { echo "CHECK FAILED: validate"; bad=1; }
[ $r3 = 0 ] || { echo "CHECK FAILED: help rc $r3"; bad=1; }
cat o1.txt o2.txt o3.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "optimize ok"; exit $bad
