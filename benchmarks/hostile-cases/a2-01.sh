# what: claims --csv given an empty file name (--csv "")
# expect-rc: nonzero
# expect: --csv
"$TR" claims --csv ""
