# what: TRAINIUM_REPORT_PINS pointing at a valid-looking digest map with a wrong digest for the scenario file
# expect-rc: 0
# expect-not: Traceback
printf '{"%s": "%064d"}\n' "$W/s.yaml" 0 > pins.json
cp "$PROJECT/scenarios/default.yaml" s.yaml
TRAINIUM_REPORT_PINS="$W/pins.json" "$TR" estimate s.yaml > o.txt 2>&1; rc=$?
tail -3 o.txt
[ $rc = 0 ] && exit 0
# a refusal is right only when it names the variable, not a "changed" scenario the user never edited
grep -q TRAINIUM_REPORT_PINS o.txt && exit 0 || exit 1
