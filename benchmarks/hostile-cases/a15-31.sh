# what: scenario file in UTF-16 LE with a BOM (as Windows Notepad "Unicode" saves it): not UTF-8; refused naming the file and its encoding, no traceback
# expect-rc: 1
# expect: s.yaml
printf 'scenario: s\ntokens_per_day: 2.0e+9\n' | iconv -f UTF-8 -t UTF-16 > s.yaml
timeout 55 "$TR" estimate s.yaml
