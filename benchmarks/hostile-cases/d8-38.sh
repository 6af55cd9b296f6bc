# what: datapackage.json replaced by a symlink to a bystander file outside the folder ($OUTSIDE), holding a copy of the real schema: a link that leaves the data folder is refused naming datapackage.json, and the bystander is not changed
# expect-rc: 1
# expect: datapackage.json
cp -r "$PROJECT/data" d
ls "$OUTSIDE" | head -3
f=$(find "$OUTSIDE" -maxdepth 1 -type f | head -1)
rm d/datapackage.json && ln -s "$f" d/datapackage.json
timeout 55 "$TR" validate d
