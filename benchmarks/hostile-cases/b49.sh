# what: the working folder holds pandas.py, numpy.py and yaml.py that raise on import: estimate and model must not import them
# expect-rc: 0
# expect: ok-all
for m in pandas numpy yaml scipy; do printf 'raise SystemExit("SHADOWED %s from the working folder")\n' $m > $m.py; done
"$TR" estimate "$PROJECT/scenarios/default.yaml" > o1.txt 2>&1; r1=$?
"$TR" model llama-3.1-8b > o2.txt 2>&1; r2=$?
tail -n 2 o1.txt o2.txt; grep -h SHADOWED o1.txt o2.txt && exit 1
[ $r1$r2 = 00 ] && echo ok-all
