# what: claims --csv c.csv with stdout redirected into the same file (claims --csv c.csv > c.csv, a slip of a shell user): c.csv ends holding the whole CSV (equal to a lone --csv run), or the command refuses naming c.csv; rc 0 or 1, no traceback
# expect: consistent
timeout 50 "$TR" claims --csv ref.csv > /dev/null 2>&1 || exit 9
timeout 50 "$TR" claims --csv c.csv > c.csv 2> err.txt; rc=$?; echo "rc=$rc"; tail -2 err.txt
if [ $rc = 0 ] && cmp -s ref.csv c.csv; then echo consistent; elif [ $rc = 1 ] && grep -q 'c.csv' err.txt; then echo consistent; fi
ls -A | grep -i tmp && echo "temporary left"
exit 0
