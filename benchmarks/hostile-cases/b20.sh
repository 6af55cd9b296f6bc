# what: TRAINIUM_REPORT_CACHE_WAITED (internal) set to /dev/zero and to a folder, for validate and estimate
# expect-rc: 0
# expect: ok-all
mkdir dd
TRAINIUM_REPORT_CACHE_WAITED=/dev/zero timeout 40 "$TR" validate > o1.txt 2>&1; r1=$?
TRAINIUM_REPORT_CACHE_WAITED="$W/dd" timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o2.txt 2>&1; r2=$?
tail -n 2 o1.txt o2.txt
[ $r1$r2 = 00 ] && echo ok-all
