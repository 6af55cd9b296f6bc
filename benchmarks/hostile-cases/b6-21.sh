# what: estimate --csv e.csv where e.csv is a mount point (a file bind-mounted over it, in a private mount namespace): the rename over it fails (EBUSY); one line naming e.csv, no temporary file left beside it, no traceback
# expect-rc: 1
# expect: e.csv
# expect-not: TEMPORARY FILE LEFT
echo "old content" > e.csv; echo "mounted" > src.txt
unshare -m --propagation private bash -c '
mount --bind src.txt e.csv || exit 7
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; echo $? > rc.txt
cat e.csv
'
tail -2 o.txt; echo "files: $(ls -A | tr '\n' ' ')"
ls -A | grep -q '\.tmp' && echo "TEMPORARY FILE LEFT"
exit $(cat rc.txt)
