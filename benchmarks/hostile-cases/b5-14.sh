# what: predict on a runs file that is a symlink to /dev/urandom (a device that never ends): no hang; a one-line error naming runs.csv (not a regular file)
# expect-rc: 1
# expect: runs.csv
# expect: regular
ln -s /dev/urandom runs.csv
timeout 30 "$TR" predict runs.csv --csv p.csv
