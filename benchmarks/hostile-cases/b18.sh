# what: TRAINIUM_REPORT_PINS (a build's internal variable) left in the environment, naming a junk file: estimate must work or refuse naming it
# expect-rc: 0
# expect-not: Changed
head -c 5000 /dev/urandom > pins.json
TRAINIUM_REPORT_PINS="$W/pins.json" "$TR" estimate "$PROJECT/scenarios/default.yaml" > o.txt 2>&1; rc=$?
tail -3 o.txt
[ $rc = 0 ] && exit 0
grep -q TRAINIUM_REPORT_PINS o.txt && [ $(wc -l < o.txt) -le 4 ] && exit 0 || exit 1
