# what: estimate --csv whose target is a new file in a folder named with a bidi override and HTML ("rep<\u202e>/e.csv"): written, and the 'wrote' line shows the name with the override escaped (no raw U+202E on the terminal)
# expect-rc: 0
# expect: e.csv
# expect-not: ‮
cp "$PROJECT/scenarios/default.yaml" s.yaml
d="$(printf 'rep<\u202e>')"; mkdir -p "$d"
"$TR" estimate s.yaml --csv "$d/e.csv" | grep -v '^excluded' | tail -2
rc=${PIPESTATUS[0]}
[ -s "$d/e.csv" ] || { echo "e.csv not written"; exit 1; }
exit $rc
