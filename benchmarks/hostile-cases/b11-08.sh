# what: claims --data-dir d --csv c.csv where c.csv is a hard link to d/claims.csv (the audit would land on the claims it audits, through a shared inode; the symlink form was tested before): d/claims.csv keeps its bytes; c.csv the audit (equal to a plain run on d) or a refusal naming c.csv
# expect-rc: 0
# expect: claims intact
cp -r "$PROJECT/data" d; cp d/claims.csv claims.orig
timeout 55 "$TR" claims --data-dir d --csv ref.csv > /dev/null 2>&1
ln d/claims.csv c.csv
timeout 55 "$TR" claims --data-dir d --csv c.csv > o.txt 2>&1; r=$?; tail -2 o.txt
cmp -s d/claims.csv claims.orig || { echo "d/claims.csv CHANGED"; exit 1; }
grep -q Traceback o.txt && exit 1
if [ $r = 0 ]; then cmp -s c.csv ref.csv || { echo "c.csv not the audit"; exit 1; }; else grep -q c.csv o.txt || exit 1; fi
echo "claims intact"
