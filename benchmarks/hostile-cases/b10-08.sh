# what: the project cache's locks/ folder replaced by a regular file of junk (a disk fault, a stray cp), then a cold estimate (its dataset, scenario and calibration entries deleted): it computes the same numbers as a warm run made before (a lock that cannot be made must not block or crash); at most one quiet line about the cache; no traceback
# expect-rc: 0
# expect: same numbers
# expect-not: Traceback
S="$PROJECT/scenarios/examples/small-volume.yaml"; C="$PROJECT/.cache"
timeout 55 "$TR" estimate "$S" > ref.txt 2>&1
rm -rf "$C/locks"; head -c 3000 /dev/urandom > "$C/locks"
rm -f "$C"/scenario/*.pickle "$C"/dataset/*.pickle "$C"/calibration-*/*.pickle
timeout 55 "$TR" estimate "$S" > o.txt 2>&1; rc=$?; echo "rc=$rc"; diff ref.txt o.txt | head -8
[ $rc = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o.txt) > /dev/null && [ $(diff ref.txt o.txt | grep -c '^>') -le 1 ] && echo "same numbers"
[ -d "$C/locks" ] || { rm -f "$C/locks"; mkdir -p "$C/locks"; }
