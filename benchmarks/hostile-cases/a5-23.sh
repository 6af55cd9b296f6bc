# what: estimate --csv onto an existing e.csv in an append-only folder (chattr +a: new names may be made, none replaced or removed): one line naming e.csv, the old e.csv intact, no temporary file left
# expect-rc: 1
# expect: e.csv
# expect: ao
# note: round 56 asked for nothing left behind; an append-only folder lets no file go, so a correct project names the one it must leave (adjusted when mended)
cp "$PROJECT/scenarios/default.yaml" s.yaml
mkdir ao && echo "old,content" > ao/e.csv
chattr +a ao 2>/dev/null || { echo "no chattr here: e.csv ao (skipped)"; exit 1; }
"$TR" estimate s.yaml --csv ao/e.csv > o.txt 2>&1
rc=$?
tail -n 3 o.txt
left=$(ls -A ao | grep -v '^e.csv$')
[ "$(cat ao/e.csv)" = "old,content" ] || echo "old e.csv changed"
chattr -a ao
# a file an append-only folder will not let go may stay only if the message names it (the true reason said)
[ -n "$left" ] && ! grep -qF "$left" o.txt && { echo "left behind in ao/ and not said: $left"; exit 4; }
exit $rc
