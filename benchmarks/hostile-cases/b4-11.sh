# what: validate of a data copy with an error (usd_per_hour -2.5 in prices.csv) and estimate of a scenario on it, both with stderr closed (2>&-): the exit codes must still say failure (validate 1), nothing hangs
# expect-rc: 0
# expect: validate rc=1
# expect: failure kept
cp -r "$PROJECT/data" d; sed -i '2s/,0.228,/,-2.5,/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
timeout 40 "$TR" validate d > v.txt 2>&-; vr=$?
timeout 40 "$TR" estimate s.yaml > e.txt 2>&-; er=$?
echo "validate rc=$vr"; echo "estimate rc=$er"; head -3 v.txt e.txt
[ $vr = 1 ] && [ $er != 0 ] && [ $er != 124 ] && echo "failure kept"
