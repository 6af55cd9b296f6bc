# what: MPLCONFIGDIR (a value the user sets, kept by the project) names a folder whose font list fontlist-v*.json is a symlink to /dev/zero (an endless device), under ulimit -v 3,000,000 KB: model llama-3.1-8b must not hang or read without limit (issue 22: one reader, at most the size limit); the same answer as without, or one line naming the font list
# expect-rc: 0
# expect: answered
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || exit 9
V=$("$PY" -c 'import matplotlib.font_manager as f; print(f.FontManager.__version__)' 2>/dev/null || echo 3.11.0)
mkdir mpl; ln -s /dev/zero "mpl/fontlist-v$V.json"
( ulimit -v 3000000; MPLCONFIGDIR=$PWD/mpl timeout 40 "$TR" model llama-3.1-8b > got.txt 2>&1 ); rc=$?
echo "rc=$rc (124: killed by timeout after 40 s)"; grep -v '^ ' got.txt | head -3; tail -1 got.txt
if [ $rc = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' got.txt) >/dev/null; then echo answered
elif [ $rc = 1 ] && grep -q 'fontlist' got.txt && [ $(grep -c . got.txt) -le 2 ]; then echo answered; fi
exit $rc
