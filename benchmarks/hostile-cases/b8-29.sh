# what: MPLCONFIGDIR (kept as the user set it, README) an existing folder that cannot be written, even by root (chattr +i): model and claims print the same answers as without it (matplotlib falls back to a temporary folder), and no matplotlib-* folder is left in TMPDIR afterwards
# expect-rc: 0
# expect: model same
# expect: claims same
# expect: tmp clean
mkdir t; timeout 50 "$TR" model llama-3.1-8b > m-ref.txt 2>&1 || exit 9; timeout 50 "$TR" claims > c-ref.txt 2>&1 || exit 9
mkdir mpl; chattr +i mpl || exit 9; trap 'chattr -i mpl' EXIT
MPLCONFIGDIR=$PWD/mpl TMPDIR=$PWD/t timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; r1=$?; grep -v '^  ' m.txt | head -3
MPLCONFIGDIR=$PWD/mpl TMPDIR=$PWD/t timeout 50 "$TR" claims > c.txt 2>&1; r2=$?; tail -1 c.txt
[ $r1 = 0 ] && diff <(grep -v '^note:\|Matplotlib\|matplotlib\|not a writable directory' m-ref.txt) <(grep -v '^note:\|Matplotlib\|matplotlib\|not a writable directory' m.txt) >/dev/null && echo "model same"
[ $r2 = 0 ] && diff <(grep -v '^note:\|Matplotlib\|matplotlib\|not a writable directory' c-ref.txt) <(grep -v '^note:\|Matplotlib\|matplotlib\|not a writable directory' c.txt) >/dev/null && echo "claims same"
[ -z "$(ls -A t)" ] && echo "tmp clean" || ls -A t
exit $((r1|r2))
