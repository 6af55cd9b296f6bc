# what: a janitor deleting every lock file in the project cache (.cache/locks/*, every 20 ms) while a cold estimate (its entries deleted) and a validate run side by side: each gives the answer of a warm run made before (estimate's numbers, validate's OK line); no hang past the limit, no traceback
# expect-rc: 0
# expect: estimate same
# expect: validate same
# expect-not: Traceback
S="$PROJECT/scenarios/examples/small-volume.yaml"; C="$PROJECT/.cache"
timeout 55 "$TR" estimate "$S" > ref.txt 2>&1; timeout 55 "$TR" validate > refv.txt 2>&1
rm -f "$C"/scenario/*.pickle "$C"/dataset/*.pickle "$C"/calibration-*/*.pickle
( for i in $(seq 3000); do rm -f "$C"/locks/* 2>/dev/null; sleep 0.02; done ) & J=$!
timeout 50 "$TR" estimate "$S" > o.txt 2>&1 & P1=$!
timeout 50 "$TR" validate > v.txt 2>&1 & P2=$!
wait $P1; r1=$?; wait $P2; r2=$?; kill $J 2>/dev/null; wait $J 2>/dev/null
echo "estimate rc=$r1 validate rc=$r2"; diff ref.txt o.txt | head -5; diff refv.txt v.txt | head -5
[ $r1 = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o.txt) >/dev/null && echo "estimate same"
[ $r2 = 0 ] && [ "$(tail -1 refv.txt)" = "$(tail -1 v.txt)" ] && echo "validate same"
