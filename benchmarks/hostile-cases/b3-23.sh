# what: HOME a regular file (HOME=$W/homefile) and XDG_CACHE_HOME under it: model cfg.json, predict runs.csv --csv and specs work, and the file stays as it was
# expect-rc: 0
# expect: 3 ok
# expect: home intact
echo "not a folder" > homefile
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export HOME="$W/homefile" XDG_CACHE_HOME="$W/homefile/cache" TRAINIUM_REPORT_NO_CACHE=1
ok=0
timeout 30 "$TR" model cfg.json > o1.txt 2>&1 && ok=$((ok+1)) || tail -2 o1.txt
timeout 30 "$TR" predict runs.csv --csv p.csv > o2.txt 2>&1 && ok=$((ok+1)) || tail -2 o2.txt
timeout 30 "$TR" specs trn2.48xlarge > o3.txt 2>&1 && ok=$((ok+1)) || tail -2 o3.txt
echo "$ok ok"
[ "$(cat homefile)" = "not a folder" ] && echo "home intact"
