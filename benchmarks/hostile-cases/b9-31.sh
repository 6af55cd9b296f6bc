# what: TMPDIR a relative folder whose name starts with a dash and holds a space ("-t mp", existing): estimate --csv and predict --csv (cache off) work, with the answers of a run under the normal TMPDIR, and leave nothing in it
# expect-rc: 0
# expect: estimate same
# expect: predict same
# expect: tmp empty
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; mkdir -- "-t mp"
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" estimate s.yaml --csv e0.csv > e0.txt 2>&1; timeout 55 "$TR" predict runs.csv --csv p0.csv > p0.txt 2>&1
TMPDIR="-t mp" timeout 55 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1; echo "rc=$?"; tail -1 e.txt
TMPDIR="-t mp" timeout 55 "$TR" predict runs.csv --csv p.csv > p.txt 2>&1; echo "rc=$?"; tail -1 p.txt
cmp -s e0.csv e.csv && echo "estimate same"; cmp -s p0.csv p.csv && echo "predict same"
[ -z "$(ls -A -- "-t mp")" ] && echo "tmp empty" || ls -A -- "-t mp"
