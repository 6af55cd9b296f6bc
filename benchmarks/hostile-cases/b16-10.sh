# what: the data folder on a read-only mount (a private mount namespace bind-mounts a data copy d read-only: a dataset on a shared ro volume; root cannot write there either), the cache's dataset entries deleted so it is cold: validate d, specs trn2.48xlarge --data-dir d and claims --data-dir d only read it, so each answers as for a writable copy of the same bytes
# expect-rc: 0
# expect: ro data ok
cp -r "$PROJECT/data" d
cp -r d w
timeout 55 "$TR" validate w > ref-v.txt 2>&1; timeout 55 "$TR" specs trn2.48xlarge --data-dir w > ref-s.txt 2>&1; timeout 55 "$TR" claims --data-dir w > ref-c.txt 2>&1
rm -rf "$PROJECT/.cache/dataset"/* 2>/dev/null
timeout 55 unshare -m sh -c 'mount --bind d d && mount -o remount,ro,bind d d && touch d/x 2>/dev/null && echo "STILL WRITABLE"; "$TR" validate d > v.txt 2>&1; echo "v rc=$?"; "$TR" specs trn2.48xlarge --data-dir d > s.txt 2>&1; echo "s rc=$?"; "$TR" claims --data-dir d > c.txt 2>&1; echo "c rc=$?"'
bad=0
for x in v s c; do
  grep -q Traceback $x.txt && { echo "CHECK FAILED: traceback in $x"; tail -3 $x.txt; bad=1; }
done
diff <(sed 's#[^ ]*/##g' ref-v.txt) <(sed 's#[^ ]*/##g' v.txt) >/dev/null || { echo "CHECK FAILED: validate differs"; head -3 v.txt; bad=1; }
cmp -s ref-s.txt s.txt || { echo "CHECK FAILED: specs differs"; diff ref-s.txt s.txt | head -4; bad=1; }
cmp -s ref-c.txt c.txt || { echo "CHECK FAILED: claims differs"; diff ref-c.txt c.txt | head -4; bad=1; }
[ $bad = 0 ] && echo "ro data ok"
exit $bad
