# what: predict given /dev/null as the runs file (a character device that reads empty): no hang, refused naming /dev/null (issue 22: regular files only)
# expect-rc: nonzero
# expect: /dev/null
timeout 55 "$TR" predict /dev/null
