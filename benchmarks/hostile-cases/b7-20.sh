# what: the folder of estimate's --csv target (sub/, a tmpfs in a private mount namespace) remounted read-only 1.5 s into a cold estimate (cache off), as the kernel does after a disk error: one line naming e.csv (read-only), rc 1, no traceback, no partial or temporary file
# expect-rc: 0
# expect: clean failure
unshare -m --propagation private bash -c '
  mkdir sub; mount -t tmpfs -o size=4m tmpfs sub
  TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv sub/e.csv > out.txt 2> err.txt & P=$!
  sleep 1.5; mount -o remount,ro sub; wait $P; rc=$?
  echo "rc=$rc"; cat err.txt | head -3; ls -la sub
  if [ $rc = 0 ]; then echo "finished before the remount (rc 0)"; [ -s sub/e.csv ] && echo "clean failure"; 
  elif [ $rc = 1 ] && grep -q "e.csv" err.txt && [ -z "$(ls -A sub)" ]; then echo "clean failure"; fi
  umount sub
'
