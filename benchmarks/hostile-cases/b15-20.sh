# what: specs trn2.48xlarge --data-dir $'d\xff' (a folder name with an invalid UTF-8 byte, e.g. from a Latin-1 archive) whose prices.csv is missing, under LC_ALL=C.UTF-8: non-zero, a short message naming prices.csv (the name's bad byte escaped), no traceback (str of the error holds a surrogate; encoding it must not crash the dataset version)
# expect-rc: nonzero
# expect: prices.csv
# expect-not: Traceback
# expect-not: UnicodeEncodeError
export LC_ALL=C.UTF-8
D=$'d\xff'
cp -r "$PROJECT/data" "$D"
rm "$D/prices.csv"
timeout 55 "$TR" specs trn2.48xlarge --data-dir "$D"
