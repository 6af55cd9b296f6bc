# what: specs --csv into an immutable folder (chattr +i: unwritable even for root)
# expect-rc: 1
# expect: locked/specs.csv
# expect: cannot be written
mkdir locked
chattr +i locked 2>/dev/null || chmod 555 locked
trap 'chattr -i locked 2>/dev/null; chmod 755 locked' EXIT
"$TR" specs trn2.48xlarge --csv locked/specs.csv
