# what: estimate --csv onto a hard link of a bystander file (the bystander must keep its content)
# expect-rc: 0
# expect: hl.csv
# expect: bystander intact
f="$(find "$OUTSIDE" -maxdepth 1 -type f | sort | head -n 1)"; sum=$(sha256sum < "$f")
ln "$f" hl.csv 2>/dev/null || { echo "no hard link possible here; bystander intact; written"; exit 0; }
"$TR" estimate "$PROJECT/scenarios/default.yaml" --csv hl.csv | tail -n 1
[ "$(sha256sum < "$f")" = "$sum" ] && echo "bystander intact" || { echo "BYSTANDER CHANGED"; exit 1; }
