# what: HOME unset (env -u HOME) for validate, claims and estimate
# expect-rc: 0
# expect: ok-all
env -u HOME "$TR" validate > o1.txt 2>&1; r1=$?
env -u HOME "$TR" claims > o2.txt 2>&1; r2=$?
env -u HOME "$TR" estimate "$PROJECT/scenarios/default.yaml" > o3.txt 2>&1; r3=$?
tail -n 1 o1.txt o2.txt o3.txt
[ $r1$r2$r3 = 000 ] && echo ok-all
