# what: a batch build (small-volume and a copy named sv-two, --no-pdf, runs cached) into out/, then the shared document's key.txt (out/_shared/<version>/key.txt, which says what the shared part was built from) replaced by a FIFO with no writer (a damaged output folder), then the same batch rebuilt: no hang (publish.py: "unreadable or not UTF-8: built again"; issue 22: FIFOs refused by name); the batch rebuilt whole, or a clear error naming key.txt
# expect-rc: 0
# expect: sv-two: ok
# expect: rebuilt
S="$PROJECT/scenarios/examples/small-volume.yaml"; sed 's/^scenario: small-volume/scenario: sv-two/' "$S" > sv2.yaml
timeout 50 "$TR" build --no-pdf --jobs 2 --quiet --out out --figures fig "$S" sv2.yaml > b1.txt 2>&1 || { tail -3 b1.txt; exit 9; }
K=$(ls -d out/_shared/*/ | head -1)key.txt; [ -f "$K" ] || { echo "no key.txt"; exit 9; }
rm "$K"; mkfifo "$K"
timeout -k 5 30 "$TR" build --no-pdf --jobs 2 --quiet --out out --figures fig "$S" sv2.yaml > b2.txt 2>&1; rc=$?
tail -4 b2.txt; echo "rc=$rc (124: stopped by SIGTERM after 30 s; 137: SIGTERM did not end it, killed 5 s later)"
[ $rc = 0 ] && grep -q '2 of 2 scenario(s) built' b2.txt && echo rebuilt
exit $rc
