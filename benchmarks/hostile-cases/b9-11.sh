# what: model --candidates given with no value (the list option emptied: nargs='*'): refused naming --candidates, or the default candidates fitted; never an empty answer with code 0
# expect-rc: 0
# expect: outcome ok
timeout 55 "$TR" model llama-3.1-8b --candidates > o.txt 2>&1; rc=$?; echo "rc=$rc"; cat o.txt | head -30 | cut -c1-200
timeout 55 "$TR" model llama-3.1-8b > d.txt 2>&1
if [ $rc != 0 ]; then grep -q -- '--candidates' o.txt && echo "outcome ok"; else cmp -s o.txt d.txt && echo "outcome ok" || echo "ANSWER DIFFERS FROM DEFAULT"; fi
