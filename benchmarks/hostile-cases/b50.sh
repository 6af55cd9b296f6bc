# what: TZ at both ends of the date line (Etc/GMT+12, Etc/GMT-14) and a junk TZ: estimate works under each
# expect-rc: 0
# expect: ok-all
TZ=Etc/GMT+12 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o1.txt 2>&1; r1=$?
TZ=Etc/GMT-14 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o2.txt 2>&1; r2=$?
TZ='Nowhere/Junk-99' "$TR" estimate "$PROJECT/scenarios/default.yaml" > o3.txt 2>&1; r3=$?
tail -n 2 o1.txt o2.txt o3.txt
[ $r1$r2$r3 = 000 ] && echo ok-all
