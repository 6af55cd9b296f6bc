# what: --csv file names holding bytes that are not UTF-8 (specs trn2.48xlarge --csv $'c\xff.csv', specs trainium2 --csv $'s\xfe\xff.csv'; a Linux name is bytes, Python maps them by surrogateescape): each CSV written whole under that exact byte name (equal to a run under a plain name), the message printing without a traceback or UnicodeEncodeError
# expect-rc: 0
# expect: specs1 bytes-name ok
# expect: specs bytes-name ok
# expect-not: UnicodeEncodeError
timeout 55 "$TR" specs trn2.48xlarge --csv c.csv > r1.txt 2>&1; timeout 55 "$TR" specs trainium2 --csv s.csv > r2.txt 2>&1
timeout 55 "$TR" specs trn2.48xlarge --csv $'c\xff.csv' > o1.txt 2>&1; rc1=$?
timeout 55 "$TR" specs trainium2 --csv $'s\xfe\xff.csv' > o2.txt 2>&1; rc2=$?
echo "rc1=$rc1 rc2=$rc2"; tail -2 o1.txt | cat -v; tail -2 o2.txt | cat -v
bad=0
if [ $rc1 = 0 ] && cmp -s c.csv $'c\xff.csv' && ! grep -q Traceback o1.txt; then echo "specs1 bytes-name ok"; else bad=1; ls | cat -v; fi
if [ $rc2 = 0 ] && cmp -s s.csv $'s\xfe\xff.csv' && ! grep -q Traceback o2.txt; then echo "specs bytes-name ok"; else bad=1; ls | cat -v; fi
exit $bad
