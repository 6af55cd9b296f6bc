# what: predict --csv p.csv killed by SIGTERM 1.2 s in (cache off) with TMPDIR=$W/t, then a second SIGTERM-ed run of model cfg.json: no trainium-report-* folders pile up in TMPDIR (each run's own temporary folder removed)
# expect-rc: 0
# expect: tmp-clean
mkdir t; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
TMPDIR="$W/t" TRAINIUM_REPORT_NO_CACHE=1 "$TR" predict runs.csv --csv p.csv > o1.txt 2>&1 & P=$!
sleep 1.2; kill -TERM $P; wait $P; echo "predict rc=$?"
TMPDIR="$W/t" TRAINIUM_REPORT_NO_CACHE=1 "$TR" model cfg.json > o2.txt 2>&1 & P=$!
sleep 1.2; kill -TERM $P; wait $P; echo "model rc=$?"
cat o1.txt o2.txt
echo "left in TMPDIR: $(ls -A t | tr '\n' ' ')"
[ -z "$(ls -A t)" ] && echo tmp-clean
exit 0
