# what: claims --csv into a symlink that points at a bystander file outside the work folder
# expect-rc: 1
# expect: claims.csv
# expect: symlink
ln -s "$(find "$OUTSIDE" -maxdepth 1 -type f | sort | head -n 1)" claims.csv
"$TR" claims --csv claims.csv
