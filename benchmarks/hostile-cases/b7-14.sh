# what: validate -- -d (a data copy in a folder named "-d", given after the end-of-options marker): the one-line OK of that copy
# expect-rc: 0
# expect: OK: 55 entities
cp -r "$PROJECT/data" ./-d
timeout 40 "$TR" validate -- -d
