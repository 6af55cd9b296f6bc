# what: estimate of a scenario file whose name holds a newline and a tab ($'s\n\t1.yaml') with tokens_per_day: -5: code 1, naming tokens_per_day and the file (its name escaped, one line), no traceback
# expect-rc: 1
# expect: tokens_per_day
# expect-not: Traceback
F=$'s\n\t1.yaml'
printf 'tokens_per_day: -5\n' > "$F"
timeout 55 "$TR" estimate "$F" --csv e.csv
r=$?; [ -e e.csv ] && echo "e.csv written"; exit $r
