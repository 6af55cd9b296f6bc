# what: a scenario path that is a folder (estimate scenarios/), two scenarios where one is accepted (estimate a.yaml b.yaml), and validate of a data folder that is a symlink loop (d -> d): each a short error naming the path or a usage error; no hang
# expect-rc: 0
# expect: folder refused
# expect: two refused
# expect: loop refused
mkdir sc; cp "$PROJECT/scenarios/examples/small-volume.yaml" a.yaml; cp a.yaml b.yaml; ln -s d d
timeout 55 "$TR" estimate sc > 1.txt 2>&1; rc=$?; [ $rc != 0 ] && grep -q sc 1.txt && echo "folder refused" || { echo "rc=$rc"; tail -2 1.txt; }
timeout 55 "$TR" estimate a.yaml b.yaml > 2.txt 2>&1; rc=$?; [ $rc != 0 ] && grep -q -i usage 2.txt && echo "two refused" || { echo "rc=$rc"; tail -2 2.txt; }
timeout 55 "$TR" validate d > 3.txt 2>&1; rc=$?; [ $rc != 0 ] && grep -q "d" 3.txt && [ $rc != 124 ] && echo "loop refused" || { echo "rc=$rc"; tail -2 3.txt; }
grep -h Traceback ?.txt; exit 0
