# what: validate of a data copy in a folder named dé (a negative usd_per_hour on prices.csv line 2) under PYTHONIOENCODING=ascii (strict stdout, a legacy terminal): each problem still printed naming prices.csv and usd_per_hour (the é escaped or replaced), exit 1; never a UnicodeEncodeError traceback that loses the problems
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
# expect-not: UnicodeEncodeError
cp -r "$PROJECT/data" 'dé'; sed -i '2s/,\([0-9.]*\),\(20[0-9-]*\),/,-\1,\2,/' 'dé/prices.csv'
head -2 'dé/prices.csv' | tail -1 | cut -c1-80
PYTHONIOENCODING=ascii timeout 50 "$TR" validate 'dé' > v.txt 2>&1; rc=$?
grep -v '^  File\|^    ' v.txt | head -6 | cut -c1-300
exit $rc
