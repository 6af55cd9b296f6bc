# what: path flags given a tilde the shell left unexpanded (quoted: claims --csv '~/c.csv', specs --data-dir '~/d') with a folder literally named ~ in the working folder and HOME=$W/home: the project reads a quoted ~ as HOME (cli.py: "'~' the shell left ... home, as in a scenario"; the README is silent), so either reading is accepted, but the CSV must be written whole and the output must name the absolute path it went to (no silent write elsewhere), and the data folder read must be the one named in any error
# expect-rc: 0
# expect: tilde ok
mkdir '~' home; cp -r "$PROJECT/data" '~/d'; cp -r "$PROJECT/data" home/d
sed -i 's/^trn1.32xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,21.5,/trn1.32xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,77.77,/' '~/d/prices.csv'
sed -i 's/^trn1.32xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,21.5,/trn1.32xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,66.66,/' home/d/prices.csv
export HOME="$W/home"
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
timeout 55 "$TR" claims --csv '~/c.csv' > o1.txt 2>&1; r1=$?
timeout 55 "$TR" specs trn1.32xlarge --all --data-dir '~/d' > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; grep -i written o1.txt
bad=0
if cmp -s home/c.csv ref.csv; then grep -qF "$W/home/c.csv" o1.txt || { echo "CHECK FAILED: wrote into HOME without naming it"; bad=1; }
elif cmp -s '~/c.csv' ref.csv; then :; else echo "CHECK FAILED: no whole c.csv"; bad=1; fi
[ -e home/c.csv ] && [ -e '~/c.csv' ] && { echo "CHECK FAILED: written twice"; bad=1; }
if grep -q '66.66' o2.txt; then grep -q '77.77' o2.txt && { echo "CHECK FAILED: both folders read"; bad=1; }
elif grep -q '77.77' o2.txt; then :; else echo "CHECK FAILED: neither data folder read"; tail -2 o2.txt; bad=1; fi
[ $r1 = 0 ] && [ $r2 = 0 ] || bad=1
[ $bad = 0 ] && echo "tilde ok"
exit $bad
