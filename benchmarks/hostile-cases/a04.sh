# what: claims --csv to /dev/full (a device; the disk-full write)
# expect-rc: 1
# expect: /dev/full
# expect: not a file
"$TR" claims --csv /dev/full
