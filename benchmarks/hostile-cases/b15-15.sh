# what: validate of a data copy in a folder whose name holds an invalid UTF-8 byte ($'d\xff') with a broken prices.csv (a usd_per_hour of -3) under LC_ALL=C.UTF-8: non-zero, the message names prices.csv and usd_per_hour; printing the undecodable folder name must not crash (UnicodeEncodeError traceback); nothing written beside
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
# expect-not: Traceback
# expect-not: UnicodeEncodeError
export LC_ALL=C.UTF-8
D=$'d\xff'
cp -r "$PROJECT/data" "$D"
"$PY" - "$D" <<'P'
import csv, os, sys
p = os.path.join(os.fsencode(sys.argv[1]) if False else sys.argv[1], 'prices.csv')
r = list(csv.DictReader(open(p, newline='')))
f = list(r[0].keys()); r[0]['usd_per_hour'] = '-3'
w = csv.DictWriter(open(p, 'w', newline=''), fieldnames=f); w.writeheader(); w.writerows(r)
P
timeout 55 "$TR" validate "$D"
