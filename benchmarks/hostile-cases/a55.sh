# what: specs --csv where the folder of the target does not exist
# expect-rc: 1
# expect: nodir/specs.csv
"$TR" specs trn2.48xlarge --csv nodir/specs.csv
