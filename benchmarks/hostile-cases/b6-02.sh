# what: SIGHUP (terminal closed) 1.5 s into claims --csv c.csv (cache off) run with TMPDIR=$W/t: no trainium-report-* folder left behind in TMPDIR
# expect-rc: 0
# expect: tmp-clean
mkdir t
TMPDIR="$W/t" TRAINIUM_REPORT_NO_CACHE=1 "$TR" claims --csv c.csv > o.txt 2>&1 & P=$!
sleep 1.5; kill -HUP $P; wait $P; echo "rc=$?"; cat o.txt
echo "left in TMPDIR: $(ls -A t | tr '\n' ' ')"
[ -z "$(ls -A t)" ] && echo tmp-clean
exit 0
