# what: specs trainium2 --csv named with a terminal control sequence ($'\e]0;owned\a\e[2Jt.csv': set the window title, clear the screen): the CSV written whole under that exact name (equal to a plain-named run), and the message naming it escaped (inputs.printable: control characters as escapes), no raw ESC or BEL reaching the terminal
# expect-rc: 0
# expect: control name ok
timeout 55 "$TR" specs trainium2 --csv ref.csv > /dev/null 2>&1
N=$'\e]0;owned\a\e[2Jt.csv'
timeout 55 "$TR" specs trainium2 --csv "$N" > o.txt 2>&1; r=$?
echo "rc=$r"; tail -2 o.txt | cat -A | cut -c1-200
bad=0
[ $r = 0 ] && cmp -s ref.csv "$N" || { echo "not written whole"; ls | cat -A; bad=1; }
grep -q -e $'\e' -e $'\a' o.txt && { echo "raw control characters in output"; bad=1; }
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "control name ok"
exit $bad
