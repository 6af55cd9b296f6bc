# what: specs trainium2 --data-dir notes.txt where notes.txt is a regular file (not a folder): non-zero, a short message naming notes.txt, no traceback
# expect-rc: nonzero
# expect: notes.txt
echo "my notes" > notes.txt
timeout 55 "$TR" specs trainium2 --data-dir notes.txt
