# what: specs --csv into a folder that is a symlink loop (la -> lb -> la; --csv la/x.csv)
# expect-rc: 1
# expect: x.csv
# expect: symbolic links
ln -s lb la; ln -s la lb
"$TR" specs trainium2 --csv la/x.csv > /dev/null
