# what: claims --csv naming a dangling symlink (its target does not exist yet)
# expect-rc: 1
# expect: dangling.csv
# expect: symlink
ln -s "$W/nowhere/target.csv" dangling.csv
"$TR" claims --csv dangling.csv
