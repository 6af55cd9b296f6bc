# what: estimate s.yaml --csv s.yaml (the CSV aimed at the user's own scenario file, a slip): the scenario must not be overwritten (data loss); a refusal naming s.yaml, or at worst a result while s.yaml stays byte-identical
# expect-rc: 0
# expect: s.yaml intact
# expect: s.yaml
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml; cp s.yaml s.orig
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv s.yaml > o.txt 2>&1; echo "rc=$?"; tail -3 o.txt
cmp -s s.yaml s.orig && echo "s.yaml intact" || echo "s.yaml CLOBBERED: $(head -c 120 s.yaml)"
