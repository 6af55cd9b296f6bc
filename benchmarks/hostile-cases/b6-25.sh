# what: Ctrl-C (SIGINT to the process only) 2.5 s into a cold estimate (cache off) with TMPDIR=$W/t, for contrast with SIGTERM/SIGHUP: code 130 (or its answer if it had finished), and its trainium-report-* temporary folder removed
# expect-rc: 0
# expect: tmp-clean

mkdir t
TMPDIR="$W/t" TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o.txt 2>&1 & P=$!
sleep 2.5; kill -INT $P; wait $P; echo "rc=$?"; cat o.txt
echo "left in TMPDIR: $(ls -A t | tr '\n' ' ')"
[ -z "$(ls -A t)" ] && echo tmp-clean
exit 0
