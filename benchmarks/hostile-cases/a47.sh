# what: claims --csv to a new file whose name holds a line break and a terminal escape; the 'written:' line must show the name on one line, escaped
# expect-rc: 0
# expect: written: a\nb\x1b[31m.csv
# expect: file present
"$TR" claims --csv "$(printf 'a\nb\033[31m.csv')" | tail -n 2
ls | od -c | grep -q '033' && echo "file present"
