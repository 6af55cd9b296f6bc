# what: estimate --csv e.csv where e.csv is a symlink to a folder sub/ in the working folder (holding the user's file): the folder and its file stay untouched; the link replaced by the CSV (write_file: "a symlink at path itself is replaced, never written through") or refused naming e.csv; no e.csv/ written into sub/
# expect-rc: 0
# expect: link to folder ok
mkdir sub; echo keep > sub/keep.txt; ln -s sub e.csv
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > /dev/null 2>&1
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; r=$?
echo "rc=$r: $(tail -1 o.txt | cut -c1-200)"; ls -la sub
bad=0
[ "$(ls -A sub)" = keep.txt ] && [ "$(cat sub/keep.txt)" = keep ] || { echo "sub changed"; bad=1; }
if [ $r = 0 ]; then [ -f e.csv ] && [ ! -L e.csv ] && cmp -s e.csv ref.csv || bad=1; else grep -q e.csv o.txt || bad=1; fi
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "link to folder ok"
exit $bad
