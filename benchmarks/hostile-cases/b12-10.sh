# what: a pure POSIX locale with Python's UTF-8 rescue turned off (LC_ALL=POSIX PYTHONUTF8=0 PYTHONCOERCECLOCALE=0: the file system encoding is ASCII) and specs trainium2 --csv 'ü.csv' (a name given as UTF-8 bytes by the shell): the CSV is written whole under exactly those bytes (equal to a plain-name run), the command ends 0 without a traceback
# expect-rc: 0
# expect: posix name ok
timeout 55 "$TR" specs trainium2 --csv ref.csv > /dev/null 2>&1
LC_ALL=POSIX LANG= PYTHONUTF8=0 PYTHONCOERCECLOCALE=0 timeout 55 "$TR" specs trainium2 --csv 'ü.csv' > o.txt 2>&1; r=$?
echo "rc=$r; $(tail -2 o.txt | cut -c1-200)"; ls
bad=0
[ $r = 0 ] || bad=1
cmp -s 'ü.csv' ref.csv || { echo "ü.csv missing or differs"; bad=1; }
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "posix name ok"
exit $bad
