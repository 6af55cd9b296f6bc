# what: MPLCONFIGDIR (which the README says a user may set and is kept) names a folder whose matplotlib font list fontlist-v*.json is a FIFO with no writer: model llama-3.1-8b must not hang (the project already refuses a FIFO matplotlibrc there and a FIFO font list in its own cache, README "when something there is not a regular file ... says so"); the same answer as without, or one line naming the font list
# expect-rc: 0
# expect: answered
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || exit 9
V=$("$PY" -c 'import matplotlib.font_manager as f; print(f.FontManager.__version__)' 2>/dev/null || echo 3.11.0)
mkdir mpl; mkfifo "mpl/fontlist-v$V.json"
MPLCONFIGDIR=$PWD/mpl timeout 40 "$TR" model llama-3.1-8b > got.txt 2>&1; rc=$?
echo "rc=$rc (124: killed by timeout after 40 s)"; head -3 got.txt
if [ $rc = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' got.txt) >/dev/null; then echo answered
elif [ $rc = 1 ] && grep -q 'fontlist' got.txt && [ $(grep -c . got.txt) -le 2 ]; then echo answered; fi
exit $rc
