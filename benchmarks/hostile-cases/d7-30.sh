# what: entities.csv: an overlong UTF-8 encoding of '.' (bytes C0 AE) inside trn2.48xlarge's id on line 31 (invalid UTF-8 that a lenient decoder reads as 'trn2.48xlarge'): refused naming entities.csv and line 31
# expect-rc: 1
# expect: entities.csv
# expect: line 31
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p = 'd/entities.csv'
b = open(p, 'rb').read().split(b'\n')
assert b[30].startswith(b'trn2.48xlarge,'), b[30][:40]
b[30] = b'trn2\xc0\xae48xlarge,' + b[30][len(b'trn2.48xlarge,'):]
open(p, 'wb').write(b'\n'.join(b))
PY
timeout 55 "$TR" validate d
