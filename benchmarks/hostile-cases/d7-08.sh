# what: specs.csv re-encoded as UTF-32 with its BOM (FF FE 00 00, which begins like UTF-16-LE's FF FE): refused naming specs.csv (not UTF-8 text) with a true reason (it has a byte order mark, UTF-32's), or read as the same values
# expect-rc: 1
# expect: specs.csv
# expect-not: no byte order mark
cp -r "$PROJECT/data" d
"$PY" -c "
t = open('d/specs.csv', encoding='utf-8', newline='').read()
open('d/specs.csv', 'wb').write(t.encode('utf-32'))"
head -c 4 d/specs.csv | od -An -tx1
timeout 55 "$TR" validate d
