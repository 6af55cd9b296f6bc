# what: -p title holding terminal control sequences (ESC]0;owned BEL to set the window title, ESC[2J to clear the screen) for estimate: the table is printed with the title, but no raw ESC or BEL byte reaches the terminal (issue 22: bad bytes and names; escaped as elsewhere), code 0, or the title refused naming title
# expect-rc: 0
# expect: title escaped
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p title $'b1218 \e]0;owned\a\e[2J end' > o.txt 2>&1; r=$?
echo "rc=$r"; head -2 o.txt | cat -v | cut -c1-200
"$PY" -c '
import sys
b = open("o.txt","rb").read()
raw = [c for c in (b"\x1b", b"\x07") if c in b]
print("raw control bytes: %r" % raw if raw else "no raw control bytes")
sys.exit(1 if raw else 0)
'; c=$?
bad=0
if [ $r = 0 ]; then [ $c = 0 ] || bad=1; else grep -q title o.txt && [ $c = 0 ] || bad=1; fi
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "title escaped"
exit $bad
