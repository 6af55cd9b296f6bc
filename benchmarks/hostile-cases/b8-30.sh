# what: a stale private folder .cache/run-4000000-x (pid gone) that cannot be removed (its content immutable: chattr +i on a file inside, as a frozen or damaged disk leaves it): the prune fails on it; validate and model must work as without it, quietly (at most a note), no traceback
# expect-rc: 0
# expect: validate ok
# expect: model same
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || exit 9
D="$PROJECT/.cache/run-4000000-b830$$"; mkdir -p "$D/matplotlib"; printf '{}' > "$D/matplotlib/fontlist-v3.11.0.json"
chattr +i "$D/matplotlib/fontlist-v3.11.0.json" || exit 9; trap 'chattr -i "$D/matplotlib/fontlist-v3.11.0.json"; rm -rf "$D"' EXIT
timeout 50 "$TR" validate > v.txt 2>&1; r1=$?; head -3 v.txt
timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; r2=$?
[ $r1 = 0 ] && grep -q '^OK' v.txt && echo "validate ok"
[ $r2 = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' m.txt) >/dev/null && echo "model same"
exit $((r1|r2))
