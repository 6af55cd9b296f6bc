# what: --csv targets in kernel pseudo-filesystems: claims --csv /proc/self/fd/1 (a link to the command's own stdout pipe) and specs trainium2 --csv /sys/kernel/t.csv (read-only sysfs): each refused in one line naming the path, or (for the fd) the CSV on stdout; never a traceback, nothing replaced in /proc or /sys
# expect-rc: 0
# expect: proc handled
# expect: sys refused
timeout 50 "$TR" claims --csv /proc/self/fd/1 > c.txt 2> c.err; r1=$?; tail -2 c.err
timeout 50 "$TR" specs trainium2 --csv /sys/kernel/t.csv > s.txt 2> s.err; r2=$?; tail -2 s.err
echo "rc=$r1 $r2"
if [ $r1 = 1 ] && grep -q '/proc/self/fd/1' c.err && [ $(grep -vc '^note:' c.err) -le 2 ]; then echo "proc handled"
elif [ $r1 = 0 ] && grep -q '^claim_id\|,verdict' c.txt; then echo "proc handled"; fi
[ $r2 = 1 ] && grep -q '/sys/kernel/t.csv' s.err && [ $(grep -vc '^note:' s.err) -le 2 ] && echo "sys refused"
[ -e /sys/kernel/t.csv ] && echo "/sys/kernel/t.csv exists"
exit 0
