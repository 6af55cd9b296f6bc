# what: --csv into a folder on another filesystem than TMPDIR and the working folder (private tmpfs mounts: TMPDIR on one, the CSV's folder on another, so a rename from a temporary file in TMPDIR would fail with EXDEV): specs --csv and predict --csv write whole files equal to plain runs, nothing left in TMPDIR
# expect-rc: 0
# expect: specs exdev ok
# expect: predict exdev ok
# expect: tmpdir empty
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" specs trainium2 --csv s0.csv > /dev/null 2>&1; timeout 55 "$TR" predict runs.csv --csv p0.csv > /dev/null 2>&1
mkdir t x
unshare -m bash -c '
mount -t tmpfs -o size=20m tmpfs t && mount -t tmpfs -o size=20m tmpfs x || { echo "cannot mount"; exit 3; }
TMPDIR=$W/t timeout 55 "$TR" specs trainium2 --csv x/s.csv > o1.txt 2>&1; echo "specs rc=$?"
TMPDIR=$W/t timeout 55 "$TR" predict runs.csv --csv x/p.csv > o2.txt 2>&1; echo "predict rc=$?"
cmp -s s0.csv x/s.csv && echo "specs exdev ok"; cmp -s p0.csv x/p.csv && echo "predict exdev ok"
[ -z "$(ls -A t)" ] && echo "tmpdir empty" || ls -A t
ls -A x; tail -n1 o1.txt; tail -n1 o2.txt; true'
