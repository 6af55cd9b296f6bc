# what: estimate --csv under umask 027: round 61, files the project writes keep the user's umask; e.csv must be mode 0640 (not 0644, not 0600)
# expect-rc: 0
# expect: mode 640
cp "$PROJECT/scenarios/default.yaml" s.yaml
umask 027
timeout 55 "$TR" estimate s.yaml -p candidates '[trn1.32xlarge, p5.48xlarge]' -p price_basis aws_on_demand --csv e.csv >/dev/null 2>&1; echo "rc=$?"
echo "mode $(stat -c %a e.csv)"
