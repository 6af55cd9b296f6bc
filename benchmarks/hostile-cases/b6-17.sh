# what: validate --data-dir d (the flag every other command takes; validate takes the folder as a positional): accepted, or refused with a usage error naming --data-dir; never the project's data/ validated instead
# expect-rc: 0
# expect: verdict-ok
cp -r "$PROJECT/data" d && sed -i '2s/,\([0-9.]*\),/,-\1,/' d/prices.csv
timeout 50 "$TR" validate --data-dir d > o.txt 2>&1; rc=$?; echo "rc=$rc"; tail -3 o.txt
if [ $rc = 1 ] && grep -q 'd/prices.csv' o.txt; then echo "verdict-ok: validated d"
elif [ $rc != 0 ] && grep -q -- 'unrecognized arguments: --data-dir' o.txt; then echo "verdict-ok: usage error"
else echo "verdict-bad"; fi
