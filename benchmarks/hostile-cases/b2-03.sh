# what: estimate (cache off) under ulimit -n 16 (few file descriptors): the same numbers as without the limit, or one short line saying too many open files; no traceback
# expect-rc: 0
# expect: fd ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { echo "reference failed"; exit 9; }
( ulimit -n 16; TRAINIUM_REPORT_NO_CACHE=1 timeout 45 "$TR" estimate s.yaml --csv lim.csv > lim.txt 2>lim.err ); rc=$?
echo "rc=$rc"; head -5 lim.err
if [ $rc = 0 ]; then cmp -s ref.csv lim.csv && echo "fd ok" || { echo "DIFFERENT numbers"; exit 1; }
else
  grep -q Traceback lim.err && exit 1
  [ "$(wc -l < lim.err)" -le 3 ] && grep -qiE 'open files|file descriptor' lim.err && echo "fd ok" || exit 1
fi
