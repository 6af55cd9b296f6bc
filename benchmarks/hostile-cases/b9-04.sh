# what: claims --data-dir d --csv c.csv where c.csv is a symlink to d/claims.csv (the audit would land on the claims it audits): d/claims.csv must stay as it was (the link replaced by the CSV, or a refusal naming c.csv)
# expect-rc: 0
# expect: d/claims.csv intact
cp -r "$PROJECT/data" d; cp d/claims.csv claims.orig; ln -s d/claims.csv c.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --data-dir d --csv c.csv > o.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 o.txt
cmp -s d/claims.csv claims.orig && echo "d/claims.csv intact" || echo "d/claims.csv CLOBBERED: $(head -c 100 d/claims.csv)"
[ $rc = 0 ] || grep -q c.csv o.txt || echo "REFUSAL DOES NOT NAME c.csv"
