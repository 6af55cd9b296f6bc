# what: the cache folder calibration-fit replaced by a regular file of junk; estimate must compute without it
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
C="$PROJECT/.cache"; mkdir -p "$C/calibration-fit"; mv "$C/calibration-fit" "$W/saved"
head -c 3000 /dev/urandom > "$C/calibration-fit"
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?; tail -3 o.txt
rm -f "$C/calibration-fit"; [ -e "$C/calibration-fit" ] || mv "$W/saved" "$C/calibration-fit"
[ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
