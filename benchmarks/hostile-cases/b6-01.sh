# what: SIGTERM 2.5 s into a cold estimate (cache off) run with TMPDIR=$W/t: the process's own temporary folder (trainium-report-*, its matplotlib/ipython home) must not be left behind in TMPDIR
# expect-rc: 0
# expect: tmp-clean
mkdir t
TMPDIR="$W/t" TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o.txt 2>&1 & P=$!
sleep 2.5; kill -TERM $P; wait $P; echo "rc=$?"; cat o.txt
echo "left in TMPDIR: $(ls -A t | tr '\n' ' ')"
[ -z "$(ls -A t)" ] && echo tmp-clean
exit 0
