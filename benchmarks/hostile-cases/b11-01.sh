# what: umask 0002 (a shared-group setup) for claims --csv and umask 0137 (odd bits) for specs --csv: each new CSV gets 0666 less the umask (0664, 0640), as the brief's round-61 note says and any Unix tool does; written whole (equal to a run under umask 022)
# expect-rc: 0
# expect: modes ok
timeout 55 "$TR" claims --csv ref-c.csv > /dev/null 2>&1; timeout 55 "$TR" specs trainium2 --csv ref-s.csv > /dev/null 2>&1
( umask 0002; timeout 55 "$TR" claims --csv c1.csv > o1.txt 2>&1 )
( umask 0137; timeout 55 "$TR" specs trainium2 --csv s2.csv > o2.txt 2>&1 )
m="$(stat -c %a c1.csv s2.csv 2>&1 | tr '\n' ' ')"; echo "modes: $m"
bad=0
[ "$m" = "664 640 " ] || bad=1
cmp -s ref-c.csv c1.csv || { echo "c1 differs"; bad=1; }
cmp -s ref-s.csv s2.csv || { echo "s2 differs"; bad=1; }
grep -h Traceback o*.txt && bad=1
ls -a | grep -i tmp && bad=1
[ $bad = 0 ] && echo "modes ok"
exit $bad
