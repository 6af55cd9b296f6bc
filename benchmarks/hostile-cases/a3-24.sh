# what: specs --csv into /sys/kernel/specs.csv (a read-only kernel file system)
# expect-rc: nonzero
# expect: /sys/kernel/specs.csv
# expect: cannot be written
"$TR" specs trn2.48xlarge --csv /sys/kernel/specs.csv
