# what: checks.yaml replaced by a FIFO (no writer: a plain open() would block forever): refused quickly naming checks.yaml, no hang
# expect-rc: 1
# expect: checks.yaml
cp -r "$PROJECT/data" d
rm d/checks.yaml && mkfifo d/checks.yaml
timeout 55 "$TR" validate d
