# what: estimate --csv e.csv where e.csv is a hard link to the user's own scenario file s.yaml (ln s.yaml e.csv): the scenario's bytes must not be overwritten (data loss through a shared inode); s.yaml unchanged and e.csv the whole table (equal to a plain run), or a refusal naming e.csv
# expect-rc: 0
# expect: scenario intact
cp "$PROJECT/scenarios/default.yaml" s.yaml; cp s.yaml s.orig
timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
ln s.yaml e.csv
timeout 55 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; r=$?; tail -2 o.txt
cmp -s s.yaml s.orig || { echo "s.yaml CHANGED"; exit 1; }
grep -q Traceback o.txt && exit 1
if [ $r = 0 ]; then cmp -s e.csv ref.csv || { echo "e.csv not the table"; exit 1; }; else grep -q e.csv o.txt || exit 1; fi
echo "scenario intact"
