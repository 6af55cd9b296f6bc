# what: the project cache's matplotlib/ entry a FIFO with no writer (not a folder), then, in a second run, its fontlist-v3.11.0.json a folder: claims and model must not hang and print the same answers (libhome: a font list that is not a regular file is not read, "and says so")
# expect-rc: 0
# expect: fifo same
# expect: folder same
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || exit 9
C="$PROJECT/.cache"; mkdir -p "$C"; mv "$C/matplotlib" "$C/matplotlib.b831-$$" 2>/dev/null
trap 'rm -rf "$C/matplotlib"; mv "$C/matplotlib.b831-$$" "$C/matplotlib" 2>/dev/null' EXIT
mkfifo "$C/matplotlib"
timeout 40 "$TR" model llama-3.1-8b > a.txt 2>&1; r1=$?; echo "fifo rc=$r1"; grep -v '^  ' a.txt | head -2
[ $r1 = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' a.txt) >/dev/null && echo "fifo same"
rm -f "$C/matplotlib"; mkdir -p "$C/matplotlib/fontlist-v3.11.0.json"
timeout 40 "$TR" model llama-3.1-8b > b.txt 2>&1; r2=$?; echo "folder rc=$r2"; grep -v '^  ' b.txt | head -2
[ $r2 = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' b.txt) >/dev/null && echo "folder same"
exit $((r1|r2))
