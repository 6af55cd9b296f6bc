# what: validate on a folder that is a symlink to the project's own data/ (dl -> $PROJECT/data, a link that stays inside the project): a correct result, OK with the same dataset version as validate of data/
# expect-rc: 0
# expect: SAME-VERSION
ln -s "$PROJECT/data" dl
a=$(timeout 55 "$TR" validate 2>&1 | grep -o 'dataset version [0-9a-f]*')
b=$(timeout 55 "$TR" validate dl 2>&1 | tee /dev/stderr | grep -o 'dataset version [0-9a-f]*')
echo "$a / $b"
[ -n "$a" ] && [ "$a" = "$b" ] && echo SAME-VERSION
